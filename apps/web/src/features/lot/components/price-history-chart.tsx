import { formatYen, type PriceHistory } from '@jauc/contract';

// A small SVG chart of comparable sales (issue 21 §3): no charting library, so it costs a few
// kilobytes in its own lazily loaded chunk. The drawing stretches to its box (preserveAspectRatio
// none); dots stay round because they are zero-length strokes with non-scaling widths, and the
// labels are HTML, so text keeps its size at 390 px and at 1440 px alike.

const W = 1000;
const H = 300;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export interface PriceHistoryChartProps {
  history: PriceHistory;
  /** The chart's text alternative (the table below it carries every sale). */
  label: string;
}

export default function PriceHistoryChart({ history, label }: PriceHistoryChartProps) {
  const { comparable, points } = history;
  const prices = points.map((p) => p.price);
  const quartiles = [comparable.p25, comparable.p75].filter((v): v is number => v !== null);
  let low = Math.min(...prices, ...quartiles);
  let high = Math.max(...prices, ...quartiles);
  const pad = high === low ? Math.max(high * 0.1, 10_000) : (high - low) * 0.08;
  // Axis ends on round figures (¥10,000 steps), so the two labels read easily.
  const STEP = 10_000;
  low = Math.max(0, Math.floor((low - pad) / STEP) * STEP);
  high = Math.ceil((high + pad) / STEP) * STEP;
  const first = dayNumber(comparable.from);
  const span = Math.max(1, dayNumber(comparable.to) - first);
  // A little room at both ends, so a sale on the first or last day is not cut in half.
  const x = (day: string) => W * (0.02 + 0.96 * ((dayNumber(day) - first) / span));
  const y = (price: number) => H - ((price - low) / (high - low)) * H;

  return (
    <div role="img" aria-label={label} className="flex flex-col gap-1" data-testid="price-history-chart">
      <div className="flex gap-2">
        <div aria-hidden className="flex w-20 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums">
          <span>{formatYen(high)}</span>
          <span>{formatYen(low)}</span>
        </div>
        <svg aria-hidden viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-40 w-full min-w-0 rounded border border-slate-200 bg-slate-50 md:h-48">
          {comparable.p25 !== null && comparable.p75 !== null && (
            <rect x={0} width={W} y={y(comparable.p75)} height={Math.max(1, y(comparable.p25) - y(comparable.p75))} className="fill-sky-100" />
          )}
          {comparable.p50 !== null && (
            <line x1={0} x2={W} y1={y(comparable.p50)} y2={y(comparable.p50)} className="stroke-sky-700" strokeWidth={2} strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
          )}
          {points.map((p) => (
            <path key={p.lotId} d={`M${x(p.date).toFixed(1)} ${y(p.price).toFixed(1)}h0`} className="stroke-slate-800/70" strokeWidth={7} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      </div>
      <div aria-hidden className="flex justify-between pl-22 text-xs text-slate-500 tabular-nums">
        <span>{comparable.from}</span>
        <span>{comparable.to}</span>
      </div>
    </div>
  );
}

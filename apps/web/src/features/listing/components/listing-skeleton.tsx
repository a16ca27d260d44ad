import { useTranslation } from 'react-i18next';

const Bar = ({ className }: { className: string }) => <span className={`block animate-pulse rounded bg-slate-200 ${className}`} />;

// Whole class names, so Tailwind finds them in the source.
const CELL_WIDTHS = ['w-28', 'w-24', 'w-20', 'w-16', 'w-20', 'w-28'];

/** Grey placeholder rows in the shape of the table or the compact list while the first page loads. */
export function ListingSkeleton({ wide, rows }: { wide: boolean; rows: number }) {
  const { t } = useTranslation();
  const items = Array.from({ length: rows }, (_, i) => i);
  return (
    <div role="status" aria-label={t('App.loading')} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      {items.map((i) =>
        wide ? (
          <div key={i} className="flex items-start gap-6 border-t border-slate-200 px-3 py-3 first:border-t-0">
            <Bar className="aspect-[4/3] w-24 2xl:w-32" />
            <div className="flex flex-1 flex-col gap-2">
              <Bar className="h-3.5 w-20" />
              <Bar className="h-3.5 w-32" />
            </div>
            {CELL_WIDTHS.map((w, j) => (
              <div key={j} className="flex flex-1 flex-col gap-2">
                <Bar className={`h-3.5 ${w}`} />
                <Bar className="h-3 w-16" />
              </div>
            ))}
          </div>
        ) : (
          <div key={i} className="flex gap-3 border-t border-slate-200 p-3 first:border-t-0">
            <Bar className="aspect-[4/3] w-28 shrink-0 sm:w-36" />
            <div className="flex flex-1 flex-col gap-2">
              <Bar className="h-3.5 w-20" />
              <Bar className="h-4 w-40" />
              <Bar className="h-3 w-32" />
              <Bar className="h-3 w-24" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

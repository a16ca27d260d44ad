import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_CURRENCIES, TARIFF_PARTS, type TariffPart, type TariffVersion } from '@jauc/contract';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { useAddTariffVersion } from '../api/add-tariff-version';
import { useCalendarDate } from '../lib/cost-text';
import { useFieldError } from './settings-text';

interface Group {
  part: TariffPart;
  code: string;
  versions: TariffVersion[];
}

/** Versions grouped by part (and fee code), newest first, as the server sends them. */
function groupsOf(versions: TariffVersion[]): Group[] {
  const groups: Group[] = [];
  for (const part of TARIFF_PARTS) {
    for (const v of versions.filter((x) => x.part === part)) {
      const g = groups.find((x) => x.part === part && x.code === v.code);
      if (g) g.versions.push(v);
      else groups.push({ part, code: v.code, versions: [v] });
    }
  }
  return groups;
}

/** Every part of the tariff with its history; a new version is added from a date, never edited in place. */
export function TariffVersionsSection({ countryId, versions, today }: { countryId: number; versions: TariffVersion[]; today: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('LandedCost.settings.versionsTitle')}
      </h2>
      {groupsOf(versions).map((g) => (
        <PartCard key={`${g.part}/${g.code}`} group={g} countryId={countryId} today={today} />
      ))}
    </section>
  );
}

function PartCard({ group, countryId, today }: { group: Group; countryId: number; today: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const day = useCalendarDate();
  const [adding, setAdding] = useState(false);
  const name = t(`LandedCost.settings.parts.${group.part}`) + (group.code ? `: ${group.code}` : '');
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {name}
        </h3>
        {!adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('LandedCost.settings.addVersion')}
          </Button>
        )}
      </div>
      {adding && <VersionForm group={group} name={name} countryId={countryId} today={today} onDone={() => setAdding(false)} />}
      <ol className="flex flex-col divide-y divide-slate-100">
        {group.versions.map((v) => {
          const state = v.current ? 'current' : v.effectiveFrom > today ? 'future' : 'past';
          return (
            <li key={v.id} className="py-2 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{t('LandedCost.settings.effectiveFrom')} {day(v.effectiveFrom)}</span>
                <span
                  className={cn(
                    'rounded px-1.5 py-0.5 text-xs font-medium',
                    state === 'current' && 'bg-emerald-100 text-emerald-800',
                    state === 'future' && 'bg-sky-100 text-sky-800',
                    state === 'past' && 'bg-slate-100 text-slate-600',
                  )}
                >
                  {t(`LandedCost.settings.${state}`)}
                </span>
                {v.createdBy && <span className="text-slate-500">{v.createdBy}</span>}
              </div>
              <p className="mt-1 break-words text-slate-600">
                {t('LandedCost.settings.source')}: {v.source}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer text-slate-700">{t('LandedCost.settings.showData')}</summary>
                <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(v.data, null, 2)}</pre>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function VersionForm({ group, name, countryId, today, onDone }: { group: Group; name: string; countryId: number; today: string; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddTariffVersion();
  const fieldError = useFieldError(add.error);
  const latest = group.versions[0]?.data ?? {};
  const isFee = group.part === 'fee';
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [source, setSource] = useState('');
  const [amount, setAmount] = useState(String(latest.amount ?? ''));
  const [currency, setCurrency] = useState(String(latest.currency ?? 'JPY'));
  const [json, setJson] = useState(() => JSON.stringify(latest, null, 2));
  const [jsonError, setJsonError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let data: Record<string, unknown>;
    if (isFee) data = { ...latest, amount: Number(amount), currency };
    else {
      try {
        data = JSON.parse(json) as Record<string, unknown>;
        setJsonError(undefined);
      } catch {
        setJsonError(t('LandedCost.settings.badJson'));
        return;
      }
    }
    add.mutate({ countryId, part: group.part, code: group.code, effectiveFrom, source, data }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label={t('LandedCost.settings.newVersionOf', { part: name })} className="mb-3 flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TextField label={t('LandedCost.settings.effectiveFrom')} type="date" min={today} required value={effectiveFrom} onChange={(e) => setEffectiveFrom(e.currentTarget.value)} error={fieldError('effectiveFrom')} />
        <TextField label={t('LandedCost.settings.source')} required value={source} onChange={(e) => setSource(e.currentTarget.value)} error={fieldError('source')} />
      </div>
      {isFee ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField label={t('LandedCost.settings.amount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} error={fieldError('data')} />
          <SelectField label={t('LandedCost.settings.currency')} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)} options={TARIFF_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </div>
      ) : (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t('LandedCost.settings.dataJson')}
          <textarea
            value={json}
            onChange={(e) => setJson(e.currentTarget.value)}
            rows={10}
            spellCheck={false}
            aria-invalid={jsonError || fieldError('data') ? true : undefined}
            className="rounded-md border border-slate-300 bg-white p-2 font-mono text-xs"
          />
          {(jsonError ?? fieldError('data')) && <span className="text-red-700">{jsonError ?? fieldError('data')}</span>}
        </label>
      )}
      {/* Field messages show at their fields; anything else (a lost connection) here. */}
      {add.error && !(add.error instanceof ApiError && Object.keys(add.error.fields).length > 0) ? <ErrorAlert error={add.error} /> : null}
      <div className="flex gap-2">
        <Button type="submit" pending={add.isPending}>
          {t('LandedCost.settings.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('LandedCost.settings.cancel')}
        </Button>
      </div>
    </form>
  );
}

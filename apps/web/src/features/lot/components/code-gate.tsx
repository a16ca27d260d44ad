import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_CODE_LENGTH } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

export interface CodeGateProps {
  /** What the field starts with (a code from the link). */
  initialCode?: string;
  /** Called with a well-formed 6-digit code. */
  onSubmit: (code: string) => void;
  /** Shown under the field: a wrong code, too many tries. */
  error?: string | null;
  pending?: boolean;
}

const isCode = (value: string) => new RegExp(`^\\d{${SHARE_CODE_LENGTH}}$`).test(value);

/**
 * The shared page's lock (spec 2 §4 "Share", §5): the 6-digit access code. Anything but six
 * digits reads Errors.WrongCode at once, without asking the server (each failure counts against
 * the link's attempt limit).
 */
export function CodeGate({ initialCode = '', onSubmit, error, pending = false }: CodeGateProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState(initialCode);
  const [localError, setLocalError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const shownError = localError ?? (edited ? null : error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isCode(value)) return setLocalError(t('Errors.WrongCode'));
    setLocalError(null);
    setEdited(false);
    onSubmit(value);
  };

  return (
    <section aria-labelledby="code-gate-title" className="mx-auto w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/70 ring-slate-200 sm:p-8">
      <div className="mb-5 flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <LockIcon className="size-6" />
        </span>
        <h1 id="code-gate-title" className="text-xl font-semibold text-slate-900">
          {t('Share.gateTitle')}
        </h1>
        <p className="text-sm text-slate-600">{t('Share.gateDescription')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {t('Share.codeLabel')}
          </label>
          <input
            id={inputId}
            name="code"
            value={value}
            onChange={(e) => {
              setValue(e.target.value.replace(/\D/g, '').slice(0, SHARE_CODE_LENGTH));
              setLocalError(null);
              setEdited(true);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={SHARE_CODE_LENGTH}
            placeholder="••••••"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            className={cn(
              'h-14 w-full rounded-md border bg-white px-3 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 outline-none placeholder:text-slate-300 focus:ring-2',
              shownError ? 'border-red-500 focus:ring-red-500/20' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
            )}
          />
          {shownError && (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {shownError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" pending={pending}>
          {t('Share.open')}
        </Button>
      </form>
    </section>
  );
}

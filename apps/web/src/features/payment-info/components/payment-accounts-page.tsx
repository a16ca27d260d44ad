import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CURRENCIES, type PaymentAccountInput, type PaymentAccountVersion, type PaymentCurrency } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { ErrorAlert, useErrorText } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/messages';
import { usePaymentAccounts, useUpdatePaymentAccount } from '../api/payment-accounts';

type Draft = Required<Omit<PaymentAccountInput, 'active'>>;
const FIELDS: ReadonlyArray<keyof Draft> = ['sellerName', 'sellerAddress', 'bankName', 'bankAddress', 'swift', 'accountNumber', 'accountHolder', 'note'];
const EMPTY: Draft = { sellerName: '', sellerAddress: '', bankName: '', bankAddress: '', swift: '', accountNumber: '', accountHolder: '', note: '' };

function draftOf(v: PaymentAccountVersion | undefined): Draft {
  return v ? Object.fromEntries(FIELDS.map((f) => [f, v[f]])) as Draft : EMPTY;
}

/** One currency's account: saved as a new version; withdrawn hides it from clients, kept in the history. */
function AccountForm({ currency, current }: { currency: PaymentCurrency; current: PaymentAccountVersion | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current?.active ? current : undefined));
  const save = useUpdatePaymentAccount();
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const submit = (active: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    save.mutate({ currency, body: { ...draft, active } });
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('PayInfo.inCurrency', { currency })}{' '}
        <span className="text-sm font-normal text-slate-600">{current?.active ? t('PayInfo.shown') : t('PayInfo.notShown')}</span>
      </h2>
      <form onSubmit={submit(true)} noValidate className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(`PayInfo.field.${f}`)}
            name={f}
            value={draft[f]}
            onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
            error={fields[f] ? translateMessage(t, fields[f]) : undefined}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" size="sm" pending={save.isPending && save.variables?.body.active !== false}>
            {t('PayInfo.save')}
          </Button>
          {current?.active && (
            <Button variant="secondary" size="sm" onClick={() => submit(false)()} pending={save.isPending && save.variables?.body.active === false}>
              {t('PayInfo.withdraw')}
            </Button>
          )}
          {save.isSuccess && <p role="status" className="text-sm text-emerald-700">{t('PayInfo.saved')}</p>}
          {save.isError && !Object.keys(fields).length && <p role="alert" className="text-sm text-red-700">{errorText(save.error)}</p>}
        </div>
      </form>
    </section>
  );
}

/** `/payment-accounts` (managers): the seller's and bank details clients pay to, per currency, and who changed them. */
export function PaymentAccountsPage() {
  const { t } = useTranslation();
  const { data, error } = usePaymentAccounts();
  const historyId = useId();
  const currentOf = (c: PaymentCurrency) => data?.history.find((h) => h.currency === c);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{t('PayInfo.accountsTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('PayInfo.accountsHint')}</p>
      </header>
      <ErrorAlert error={error} />
      {!data ? (
        !error && <PageSpinner />
      ) : (
        <>
          {PAYMENT_CURRENCIES.map((c) => (
            <AccountForm key={`${c}-${currentOf(c)?.id ?? 0}`} currency={c} current={currentOf(c)} />
          ))}
          <section aria-labelledby={historyId} className="flex flex-col gap-2">
            <h2 id={historyId} className="text-lg font-semibold text-slate-900">
              {t('PayInfo.history')}
            </h2>
            {data.history.length === 0 ? (
              <p className="text-sm text-slate-600">{t('PayInfo.noHistory')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
                {data.history.map((h) => (
                  <li key={h.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                    <span>
                      {h.currency} · {h.bankName} · {h.accountNumber} {!h.active && `(${t('PayInfo.withdrawn')})`}
                    </span>
                    <span className="text-slate-600">{t('PayInfo.changedBy', { name: h.changedBy ?? '—', at: h.changedAt.slice(0, 16).replace('T', ' ') })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

import { PAYMENTS_DEFAULT_PAGE_SIZE, type PaymentPurpose } from '@jauc/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { usePagingFocus } from '../../../lib/list/use-paging-focus';
import { useProfile } from '../../../lib/session-store';
import { usePaymentsList } from '../api/get-payments-list';
import { usePaymentsParams } from '../hooks/use-payments-params';
import { paymentsRequest } from '../lib/payments-url';
import { DepositsList } from './deposits-list';
import { ClientChoice, choosesClient, type ClientPickerSlot } from './client-choice';
import { PaymentRecords } from './payment-records';
import { PaymentsFilters } from './payments-filters';
import { PaymentsTotals } from './payments-totals';

/**
 * `/payments`: the ledger of the signed-in account, or of a client a manager opened (`?userId=`).
 * A manager has no ledger of their own: they pick the client (ClientPicker) and see nothing before.
 */
export function PaymentsPage({ ClientPicker }: { ClientPicker?: ClientPickerSlot }) {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useProfile();
  const params = usePaymentsParams();
  const request = paymentsRequest(params.applied, PAYMENTS_DEFAULT_PAGE_SIZE);
  const picking = ClientPicker !== undefined && choosesClient(profile);
  const list = usePaymentsList(request, !picking || params.applied.userId !== null);
  const data = list.data;
  const pages = data ? pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize) : 1;
  const paging = usePagingFocus({ page: params.applied.page, pageCount: pages, settled: !list.isFetching });
  const purposeLabels = useMemo(() => new Map<PaymentPurpose, string>((data?.purposesList ?? []).map((p) => [p.value, p.label])), [data?.purposesList]);
  const userId = params.applied.userId;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 id={titleId} ref={paging.headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
          {userId ? t('Payments.clientTitle', { id: userId }) : t('Payments.title')}
        </h1>
        {userId ? (
          <Link to="/clients" className="text-sm font-medium text-brand-700 hover:underline">
            {t('Payments.backToClients')}
          </Link>
        ) : (
          <Link to="/balance" className="text-sm font-medium text-brand-700 hover:underline">
            {t('Payments.toBalance')}
          </Link>
        )}
      </div>
      <p ref={paging.liveRef} aria-live="polite" className="sr-only" />
      {picking && <ClientChoice Picker={ClientPicker} userId={userId} onUserId={params.setUserId} />}
      {picking && userId === null && <DepositsList page={params.applied.page} onPage={params.setPage} />}
      {!(picking && userId === null) && (
        <>
          <PaymentsFilters
            typeOptions={data?.typesList ?? []}
            type={params.draft.type}
            dateFrom={params.draft.dateFrom}
            dateTo={params.draft.dateTo}
            rangeError={params.rangeError}
            onType={params.setType}
            onDateFrom={params.setDateFrom}
            onDateTo={params.setDateTo}
            onClear={params.clear}
          />
          <ErrorAlert error={list.error} />
          {!data && list.isPending && <PageSpinner />}
          {data && (
            <>
              <PaymentsTotals received={data.totalReceived} spent={data.totalSpent} balance={data.totalBalance} />
              {data.records.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
                  {params.applied.type || params.applied.dateFrom || params.applied.dateTo ? t('Payments.emptyFiltered') : t('Payments.empty')}
                </p>
              ) : (
                <div aria-busy={list.isFetching || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  <PaymentRecords records={data.records} purposeLabels={purposeLabels} canInvoice={profile?.permission.downloadInvoice ?? false} labelledBy={titleId} />
                </div>
              )}
              <Pagination
                page={params.applied.page}
                pageCount={pages}
                onPageChange={(page) => {
                  paging.markPaged();
                  params.setPage(page);
                }}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NOTIFY, type SavedSearch, type SavedSearchNotify } from '@jauc/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { LISTING_PATHS } from '../../../lib/saved-search-keys';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useMarkSavedSearchOpened } from '../api/mark-saved-search-opened';
import { useSetSavedSearchNotify } from '../api/set-saved-search-notify';

const PARAMS = ['sort', 'order', 'mileage', 'engine', 'year', 'chassis', 'condition', 'gearbox', 'color', 'status', 'auction', 'maker', 'model', 'search', 'date', 'bidding'];

/** The filters of a saved query, each named in the reader's language: "Maker: 1,2 · Year: 2015,2020". */
const queryText = (t: TFunction, query: string) =>
  [...new URLSearchParams(query)].filter(([key]) => PARAMS.includes(key)).map(([key, value]) => `${t(`SavedSearch.param.${key}`)}: ${value}`).join(' · ');

/** `/saved-searches` (issue 21 §4): the user's saved searches, their new lots, alerts and removal. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useSavedSearches();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const remove = useDeleteSavedSearch();
  const notify = useSetSavedSearchNotify();
  const opened = useMarkSavedSearchOpened();

  if (list.isPending) return <PageSpinner />;
  const searches = list.data?.list ?? [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold text-slate-900 md:text-2xl">
          {t('SavedSearch.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('SavedSearch.count', { count: searches.length, limit: SAVED_SEARCH_LIMIT })}</p>
      </div>
      <ErrorAlert error={list.error ?? notify.error ?? remove.error} />
      {searches.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">{t('SavedSearch.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('SavedSearch.pauseHint')}</p>
          <ul aria-labelledby={titleId} className="flex flex-col gap-3">
            {searches.map((s) => (
              <li key={s.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{s.name}</span>
                    {s.newCount > 0 ? <Badge tone="green">{t('SavedSearch.newCount', { count: s.newCount })}</Badge> : <span className="text-xs text-slate-500">{t('SavedSearch.noNew')}</span>}
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t(`SavedSearch.page.${s.pageType}`)} — <span className="break-all">{queryText(t, s.query) || t('SavedSearch.noFilters')}</span>
                  </p>
                </div>
                <SelectField
                  label={t('SavedSearch.notify')}
                  className="sm:w-56"
                  value={s.notify}
                  onChange={(e) => notify.mutate({ id: s.id, notify: e.target.value as SavedSearchNotify })}
                  options={SAVED_SEARCH_NOTIFY.map((value) => ({ value, label: t(`SavedSearch.notifyOption.${value}`) }))}
                />
                <div className="flex gap-2">
                  <Link
                    to={`${LISTING_PATHS[s.pageType]}${s.query ? `?${s.query}` : ''}`}
                    onClick={() => opened.mutate(s.id)}
                    className="inline-flex h-9 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
                    aria-label={t('SavedSearch.openNamed', { name: s.name })}
                  >
                    {t('SavedSearch.open')}
                  </Link>
                  <Button variant="secondary" size="sm" onClick={() => setDeleting(s)} aria-label={t('SavedSearch.deleteNamed', { name: s.name })}>
                    {t('SavedSearch.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('SavedSearch.deleteTitle')}
        description={deleting ? t('SavedSearch.deleteConfirm', { name: deleting.name }) : undefined}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('SavedSearch.cancel')}
            </Button>
            <Button
              variant="danger"
              pending={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t('SavedSearch.delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}

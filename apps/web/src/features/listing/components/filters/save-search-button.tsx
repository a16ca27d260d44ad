import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAVED_SEARCH_NOTIFY, type PageType, type SavedSearchNotify } from '@jauc/contract';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { TextField } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { ApiError } from '../../../../lib/api-errors';
import { translateMessage } from '../../../../lib/messages';
import { SAVED_SEARCHES_PATH } from '../../../../lib/saved-search-keys';
import { useSaveSearch } from '../../api/save-search';
import { serializeListingUrl, type ListingUrlState } from '../../lib/listing-url';

interface SaveSearchButtonProps {
  pageType: PageType;
  /** The applied state (the URL's): what is saved is what the list shows now. */
  state: ListingUrlState;
  className?: string;
}

/** "Save search" in the filter bar (issue 21 §4): a name and a channel for alerts of new lots. */
export function SaveSearchButton({ pageType, state, className }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [notify, setNotify] = useState<SavedSearchNotify>('email');
  const [done, setDone] = useState(false);
  const save = useSaveSearch();
  const fieldError = (field: string) => (save.error instanceof ApiError ? translateMessage(t, save.error.fields[field]) || undefined : undefined);
  const codeError = save.error instanceof ApiError && save.error.code === null ? null : save.error;

  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDone(false);
      setName('');
      save.reset();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = serializeListingUrl({ ...state, page: 1 }).toString();
    save.mutate({ name, pageType, query, notify }, { onSuccess: () => setDone(true) });
  };

  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => openDialog(true)}>
        {t('SavedSearch.save')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title={t('SavedSearch.dialogTitle')}
        description={done ? undefined : t('SavedSearch.dialogText')}
        footer={
          done ? (
            <Button onClick={() => openDialog(false)}>{t('SavedSearch.close')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => openDialog(false)}>
                {t('SavedSearch.cancel')}
              </Button>
              <Button type="submit" form="save-search-form" pending={save.isPending}>
                {t('SavedSearch.saveAction')}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <p role="status">
            {t('SavedSearch.saved')}{' '}
            <Link to={SAVED_SEARCHES_PATH} className="text-brand-600 underline" onClick={() => setOpen(false)}>
              {t('SavedSearch.title')}
            </Link>
          </p>
        ) : (
          <form id="save-search-form" className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <TextField label={t('SavedSearch.name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} error={fieldError('name')} autoFocus />
            <SelectField
              label={t('SavedSearch.notify')}
              value={notify}
              onChange={(e) => setNotify(e.target.value as SavedSearchNotify)}
              options={SAVED_SEARCH_NOTIFY.map((value) => ({ value, label: t(`SavedSearch.notifyOption.${value}`) }))}
              error={fieldError('notify') ?? fieldError('query')}
            />
            <ErrorAlert error={codeError} />
          </form>
        )}
      </Dialog>
    </>
  );
}

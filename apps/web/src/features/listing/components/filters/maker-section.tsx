import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMakers } from '../../api/get-makers';
import { OptionList } from '../../../../components/list/option-list';
import type { FilterController } from './use-filter-draft';

/** Makers with their lot counts, searchable, several at once. */
export function MakerSection({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const makers = useMakers(ctrl.pageType, ctrl.view);
  const groups = useMemo(() => [{ options: (makers.data ?? []).map((m) => ({ value: m.value, label: m.label, count: m.counter })) }], [makers.data]);
  return (
    <OptionList
      label={t('Filters.field.maker')}
      groups={groups}
      selected={ctrl.draft.maker}
      onChange={(maker) => ctrl.update({ maker })}
      loading={makers.isPending}
      error={makers.isError}
      onRetry={() => void makers.refetch()}
      searchable
    />
  );
}

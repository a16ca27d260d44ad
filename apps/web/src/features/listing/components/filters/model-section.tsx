import { useTranslation } from 'react-i18next';
import { useMakers } from '../../api/get-makers';
import { useModelLists } from '../../api/get-models';
import { OptionList } from '../../../../components/list/option-list';
import type { FilterController } from './use-filter-draft';

/** The models of each chosen maker, grouped under the maker when there are several. */
export function ModelSection({ ctrl }: { ctrl: FilterController }) {
  const { t } = useTranslation();
  const makerIds = ctrl.draft.maker;
  const makers = useMakers(ctrl.pageType, ctrl.view, makerIds.length > 1);
  const lists = useModelLists(ctrl.pageType, makerIds, ctrl.view);
  const groups = makerIds.map((id, i) => ({
    label: makerIds.length > 1 ? (makers.data?.find((m) => m.value === id)?.label ?? `#${id}`) : undefined,
    options: (lists[i]?.data ?? []).map((m) => ({ value: m.value, label: m.label, count: m.counter })),
  }));

  if (!makerIds.length) return <p className="py-2 text-sm text-slate-500">{t('Filters.makerFirst')}</p>;
  return (
    <OptionList
      label={t('Filters.field.model')}
      groups={groups}
      selected={ctrl.draft.model}
      onChange={(model) => ctrl.update({ model })}
      loading={lists.some((q) => q.isPending)}
      error={lists.some((q) => q.isError)}
      onRetry={() => lists.forEach((q) => q.isError && void q.refetch())}
      searchable
    />
  );
}

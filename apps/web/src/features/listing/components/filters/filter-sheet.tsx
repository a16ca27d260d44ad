import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ListSheet } from '../../../../components/list/list-sheet';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import { ADDITIONAL_KEYS, type FilterDraft } from '../../lib/filter-draft';
import { AdditionalList } from './additional-section';
import { DateSection } from './date-section';
import { sectionCount } from './filter-sections';
import { MakerSection } from './maker-section';
import { ModelSection } from './model-section';
import { RangeSection } from './range-section';
import { SearchButton } from './search-button';
import type { FilterController } from './use-filter-draft';

interface Item {
  id: string;
  label: string;
  keys: ReadonlyArray<keyof FilterDraft>;
  body: ReactNode;
  hint?: string;
}

/** The full-screen filter sheet of small screens: every section stacked, Clear all and Apply at the bottom. */
export function FilterSheet({ ctrl, open, onOpenChange }: { ctrl: FilterController; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const noMaker = !ctrl.draft.maker.length;
  const items: Item[] = [
    { id: 'date', label: t('Filters.section.date'), keys: ['date'], body: <DateSection ctrl={ctrl} /> },
    { id: 'maker', label: t('Filters.section.maker'), keys: ['maker'], body: <MakerSection ctrl={ctrl} /> },
    { id: 'model', label: t('Filters.section.model'), keys: ['model'], body: <ModelSection ctrl={ctrl} />, hint: noMaker ? t('Filters.makerFirst') : undefined },
    { id: 'range', label: t('Filters.section.range'), keys: ['mileage', 'engine', 'year'], body: <RangeSection ctrl={ctrl} /> },
    ...ADDITIONAL_KEYS.map((key) => ({ id: key, label: t(`Filters.field.${key}`), keys: [key], body: <AdditionalList ctrl={ctrl} field={key} /> })),
  ];
  // Sections holding a value open with the sheet; so does the maker, the usual first choice.
  const initiallyOpen = ['maker', ...items.filter((i) => i.id !== 'model' && sectionCount(ctrl.draft, i.keys) > 0).map((i) => i.id)];

  return (
    <ListSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('Filters.title')}
      footer={
        <>
          <Button variant="secondary" onClick={ctrl.clearDraft}>
            {t('Filters.clearAll')}
          </Button>
          <SearchButton
            labelKey="Filters.apply"
            reason={ctrl.reason}
            onSearch={() => {
              if (ctrl.apply()) onOpenChange(false);
            }}
          />
        </>
      }
    >
      <Accordion.Root type="multiple" defaultValue={initiallyOpen} className="divide-y divide-slate-200">
        {items.map((item) => {
          const count = sectionCount(ctrl.draft, item.keys);
          const disabled = item.id === 'model' && noMaker;
          return (
            <Accordion.Item key={item.id} value={item.id} disabled={disabled}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center gap-2 px-4 py-3 text-left text-sm font-medium text-slate-800 outline-none focus-visible:bg-slate-50 disabled:text-slate-400">
                  <span className="flex-1">
                    {item.label}
                    {item.hint && <span className="block text-xs font-normal text-slate-500">{item.hint}</span>}
                  </span>
                  {count > 0 && ' '}
                  {count > 0 && (
                    <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
                      {count}
                      {' '}<span className="sr-only">{t('Filters.selected')}</span>
                    </span>
                  )}
                  <ChevronDownIcon className={cn('size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180', disabled && 'opacity-40')} />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4">{item.body}</Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </ListSheet>
  );
}

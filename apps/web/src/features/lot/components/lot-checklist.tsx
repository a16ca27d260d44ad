import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { parseEquipment, parseRemarks, phraseKey } from '../lib/checklist';
import { Card } from './lot-facts';
import { MinusIcon } from './lot-icons';

/**
 * The checklist of the auction sheet: the equipment items ticked or not, then the inspector's
 * defect marks by place and the other remarks, each in plain words. Built only from the lot's
 * data; nothing is shown when the sheet says nothing.
 */
export function LotChecklist({ equipment, info, className }: { equipment: string; info: string; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const equip = parseEquipment(equipment);
  const remarks = parseRemarks(info);
  const anyEquipment = equip.known.some((e) => e.present) || equip.other.length > 0;
  if (!anyEquipment && remarks.marks.length === 0 && remarks.notes.length === 0) return null;
  // Unknown phrases stay as the sheet wrote them.
  const phrase = (group: string, text: string) => t(`Checklist.${group}.${phraseKey(text)}`, { defaultValue: text });

  return (
    <Card title={t('Checklist.title')} labelledBy={titleId} className={className}>
      <div className="@container flex flex-col gap-4">
        {anyEquipment && (
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('Checklist.equipment')}</h3>
            <ul className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm @sm:grid-cols-2">
              {equip.known.map(({ code, present }) => (
                <li key={code} data-present={present || undefined} className={cn('flex items-center gap-2', present ? 'text-slate-900' : 'text-slate-400')}>
                  {present ? <CheckIcon className="size-4 shrink-0 text-green-600" /> : <MinusIcon className="size-4 shrink-0" />}
                  <span>{t(`Checklist.items.${code}`)}</span>
                  <span className="sr-only">{t(present ? 'Checklist.present' : 'Checklist.absent')}</span>
                </li>
              ))}
              {equip.other.map((code) => (
                <li key={code} data-present className="flex items-center gap-2 text-slate-900">
                  <CheckIcon className="size-4 shrink-0 text-green-600" />
                  <span>{code}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {(remarks.marks.length > 0 || remarks.notes.length > 0) && (
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('Checklist.remarks')}</h3>
            <ul className="flex flex-col gap-1.5 text-sm">
              {remarks.marks.map((m, i) => (
                <li key={`${m.mark}-${i}`} className="flex items-start gap-2">
                  <span className="mt-px inline-flex min-w-8 justify-center rounded bg-amber-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-amber-900">{m.mark}</span>
                  <span className="text-slate-800">
                    {t(`Checklist.defects.${m.defect}`)}
                    {m.size !== null && ` (${t(`Checklist.sizes.${m.size}`)})`}
                    {m.place && <span className="text-slate-500"> · {phrase('places', m.place)}</span>}
                  </span>
                </li>
              ))}
              {remarks.notes.map((note, i) => (
                <li key={`${note}-${i}`} className="flex items-start gap-2 text-slate-800">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
                  {phrase('notes', note)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LOT_COMMENT_LENGTH, type PageType } from '@jauc/contract';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/error-alert';
import { SendIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useSaveComment } from '../api/save-comment';
import { Card } from './lot-facts';
import { PenIcon, PlusIcon } from './lot-icons';

export interface LotNoteProps {
  pageType: PageType;
  carId: number;
  comment: string;
  /** Managers edit the note; everyone else reads it (commentEditable). */
  editable: boolean;
  className?: string;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * The manager's note on the lot (spec 2 §4 "Note"). Clients read it, and see nothing when there
 * is none. Managers get Add note when it is empty, else the note with a pen to edit it; Enter or
 * the send button saves it as typed (Shift+Enter starts a new line), Escape gives up.
 */
export function LotNote({ pageType, carId, comment, editable, className }: LotNoteProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  if (!editable && isBlank(comment)) return null;

  return (
    <Card title={t('Note.title')} labelledBy={titleId} className={className}>
      {editing ? (
        <NoteEditor pageType={pageType} carId={carId} initial={comment} labelledBy={titleId} onDone={() => setEditing(false)} />
      ) : isBlank(comment) ? (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <PlusIcon className="size-4" />
          {t('Note.add')}
        </Button>
      ) : (
        <div className="flex items-start gap-2">
          <ClampedText text={comment} className="min-w-0 flex-1" />
          {editable && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('Note.edit')}
              title={t('Note.edit')}
              className="-mt-1 -mr-1 shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <PenIcon className="size-4" />
            </button>
          )}
        </div>
      )}
    </Card>
  );
}

/** The note, four lines at most until "Show more" is pressed (spec 2 §9). */
function ClampedText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className={className}>
      <p ref={ref} data-testid="lot-note-text" className={cn('text-sm break-words whitespace-pre-wrap text-slate-800', !expanded && 'line-clamp-4')}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button type="button" onClick={() => setExpanded((v) => !v)} className="mt-1 text-sm font-medium text-brand-600 hover:underline">
          {t(expanded ? 'Note.showLess' : 'Note.showMore')}
        </button>
      )}
    </div>
  );
}

function NoteEditor({ pageType, carId, initial, labelledBy, onDone }: { pageType: PageType; carId: number; initial: string; labelledBy: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveComment(pageType, carId);
  const [text, setText] = useState(initial);

  const submit = () => {
    if (save.isPending) return;
    save.mutate(text, { onSuccess: onDone });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onDone();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <textarea
          autoFocus
          aria-labelledby={labelledBy}
          value={text}
          maxLength={MAX_LOT_COMMENT_LENGTH}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
          placeholder={t('Note.placeholder')}
          aria-invalid={save.isError || undefined}
          className="min-h-20 w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20"
        />
        <Button aria-label={t('Note.save')} title={t('Note.save')} onClick={submit} pending={save.isPending} className="size-10 shrink-0 px-0">
          {!save.isPending && <SendIcon className="size-4" />}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>{t('Note.hint')}</span>
        <button type="button" onClick={onDone} className="font-medium text-slate-600 hover:text-slate-900 hover:underline">
          {t('Common.cancel')}
        </button>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(save.error)}
        </p>
      )}
    </div>
  );
}

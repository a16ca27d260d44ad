import { cn } from '../../lib/cn';

/** The sort of a list: a field of that list and a direction, or none. */
export type ListSort<F extends string> = { sort: F; order: 'ASC' | 'DESC' } | null;

/** `aria-sort` of a header cell holding the given sort fields. */
export function ariaSort<F extends string>(sort: ListSort<F>, fields: readonly F[]): 'ascending' | 'descending' | 'none' {
  if (!sort || !fields.includes(sort.sort)) return 'none';
  return sort.order === 'ASC' ? 'ascending' : 'descending';
}

function SortArrow({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className={cn('size-3.5 shrink-0', direction ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-500')}>
      {direction === null ? (
        <path d="M5 6l3-3 3 3M5 10l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={direction === 'ASC' ? 'M8 13V3M4 7l4-4 4 4' : 'M8 3v10M4 9l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/** A column title that sorts: new column ascending, then descending, then unsorted (spec 1 §4, spec 2 §4). */
export function SortButton<F extends string>({ field, sort, onSort, children }: { field: F; sort: ListSort<F>; onSort: (field: F) => void; children: string }) {
  const direction = sort?.sort === field ? sort.order : null;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      data-sort-field={field}
      className={cn(
        // At least 24 px tall: the pointer target size of WCAG 2.2 (2.5.8).
        'group inline-flex min-h-6 items-center gap-1 rounded text-left font-semibold uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        direction && 'text-slate-900',
      )}
    >
      {children}
      <SortArrow direction={direction} />
    </button>
  );
}

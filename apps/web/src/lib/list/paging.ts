/** Number of pages for `total` results; at least 1 so an empty list still has "page 1". */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A next page exists while page × pageSize is below the total (spec 1 §4). */
export const hasNextPage = (page: number, pageSize: number, total: number) => page * pageSize < total;

/**
 * Pagination is hidden when one page holds everything (spec 1 §4), or when the total is unknown:
 * the bid lists answer -1 then (spec 2 §9).
 */
export const showPagination = (pageSize: number, total: number) => total >= 0 && pageSize < total;

/** 1-based positions of the first and last result on a page, for "21–40 of 300". */
export function pageRange(page: number, pageSize: number, total: number, shown: number) {
  const from = total === 0 || shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1 };
}

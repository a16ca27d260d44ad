import type { PageType } from '@jauc/contract';

/** Where a lot of each listing opens (spec 1 §2 routes). */
const LOT_BASE: Record<PageType, string> = {
  'car-auction': '/car-auction',
  stock: '/oneprice',
  stats: '/sales-statistic',
};

export const lotPath = (pageType: PageType, id: number) => `${LOT_BASE[pageType]}/${id}`;

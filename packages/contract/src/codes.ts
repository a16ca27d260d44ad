// Numeric codes fixed by the specification (spec 1 §6, §9; spec 2 §4, §6).

export const LANGUAGE = { en: 692, ru: 693 } as const;
export type LanguageId = (typeof LANGUAGE)[keyof typeof LANGUAGE];
export const languageCode = (id: number | null | undefined): 'en' | 'ru' => (id === LANGUAGE.ru ? 'ru' : 'en');
export const languageId = (code: string): LanguageId => (code === 'ru' ? LANGUAGE.ru : LANGUAGE.en);

export const COUNTRY_RUSSIA = 183;

export const USER_TYPE = {
  client: 2,
  manager: 3,
  limitedUser: 979,
  guest: 980,
  vip: 981,
  disabled: 982,
  restricted: 984,
  dealer: 1092,
} as const;

export const ROLE = {
  restricted: 979,
  guest: 980,
  vip: 981,
  disabled: 982,
  manager: 991,
  client: 1064,
  troublesome: 1065,
  dealer: 1092,
} as const;

export const AUCTION_STATUS = {
  ongoing: 4531,
  upcoming: 4532,
  sold: 4533,
  soldNego: 4534,
  notSold: 4535,
  cancelled: 4536,
  removed: 4537,
  unknown: 4538,
} as const;
export const AUCTION_STATUS_IDS = Object.values(AUCTION_STATUS);

export const BID_STATUS = { new: 1, bid: 2, dontBid: 3, cancel: 4, finished: 5, win: 6, blank: 7 } as const;

export const PAGE_TYPES = ['car-auction', 'stock', 'stats'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const FAVORITE_GROUPS = ['A', 'B', 'C', 'D', 'E'] as const;
export type FavoriteGroup = (typeof FAVORITE_GROUPS)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const VISITED_LOTS_CAP = 20;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const BID_STEP_YEN = 5000;

/** Export (bid) types (DESIGN.md §3): Whole car, Constructor, Half cut, Parts. */
export const BID_TYPE = { wholeCar: 1, constructor: 2, halfCut: 3, parts: 4 } as const;
export const BID_TYPES = Object.values(BID_TYPE);
export type BidTypeId = (typeof BID_TYPES)[number];

/** Share links are /{type}/share/{id}?code= with the 6-digit access code of the lot and page type. */
export const SHARE_CODE_LENGTH = 6;

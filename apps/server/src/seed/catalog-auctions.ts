// Auction houses and their weekly sessions (DESIGN.md §3). Three houses a day, Monday to
// Saturday, so every weekday filter of the listing has lots.

export interface AuctionHouse {
  readonly id: number;
  readonly name: string;
  readonly nameJa: string;
  /** USS forbids publishing its photos (share page, dailyUssLimit). */
  readonly isUss: boolean;
  /** 1 = Monday … 6 = Saturday. */
  readonly weekday: 1 | 2 | 3 | 4 | 5 | 6;
  /** Session start, Japan time, HH:MM. */
  readonly startTime: string;
  /** Relative number of lots per session: the big USS sites list thousands. */
  readonly size: number;
}

const house = (
  id: number,
  name: string,
  nameJa: string,
  weekday: AuctionHouse['weekday'],
  startTime: string,
  size: number,
): AuctionHouse => ({ id, name, nameJa, isUss: name.startsWith('USS'), weekday, startTime, size });

export const AUCTION_HOUSES: readonly AuctionHouse[] = [
  house(1, 'USS Tokyo', 'USS東京', 4, '09:30', 10),
  house(2, 'USS Nagoya', 'USS名古屋', 5, '09:45', 9),
  house(3, 'USS Yokohama', 'USS横浜', 1, '09:40', 6),
  house(4, 'USS Osaka', 'USS大阪', 2, '09:30', 6),
  house(5, 'USS Kyushu', 'USS九州', 3, '10:00', 4),
  house(6, 'USS Saitama', 'USS埼玉', 6, '09:30', 5),
  house(7, 'TAA Kinki', 'TAA近畿', 1, '10:00', 4),
  house(8, 'HAA Kobe', 'HAA神戸', 2, '09:45', 6),
  house(9, 'JU Aichi', 'JU愛知', 6, '10:00', 3),
  house(10, 'CAA Tokyo', 'CAA東京', 3, '09:50', 4),
  house(11, 'ARAI Bayside', 'アライ ベイサイド', 4, '10:00', 4),
  house(12, 'ZIP Osaka', 'ZIP大阪', 5, '10:30', 3),
  house(13, 'NAA Tokyo', 'NAA東京', 1, '10:30', 3),
  house(14, 'LAA Okayama', 'LAA岡山', 3, '09:30', 3),
  house(15, 'TAA Yokohama', 'TAA横浜', 2, '10:15', 4),
  house(16, 'JU Tokyo', 'JU東京', 6, '09:40', 3),
  house(17, 'BAYAUC', 'ベイオーク', 5, '10:00', 3),
  house(18, 'USS Sapporo', 'USS札幌', 4, '10:00', 3),
];

const BY_NAME = new Map(AUCTION_HOUSES.map((h) => [h.name.toLowerCase(), h]));
export const auctionHouseByName = (name: string): AuctionHouse | undefined => BY_NAME.get(name.trim().toLowerCase());

/** The session start of `house` on a Japan-time calendar day "YYYY-MM-DD", as an ISO instant. */
export function sessionStartIso(house: AuctionHouse, japanDate: string): string {
  return new Date(`${japanDate}T${house.startTime}:00+09:00`).toISOString();
}

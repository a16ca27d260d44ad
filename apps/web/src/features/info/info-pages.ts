/** The public information pages (spec 1 §2): each is a title, an intro and sections of paragraphs in the translations. */
export const INFO_PAGES = {
  about: { sections: ['who', 'what', 'account', 'contact'], links: ['/car-auction', '/oneprice', '/sales-statistic'] },
  howToBuy: { sections: ['account', 'find', 'bid', 'deadlines', 'groups', 'credit', 'fees', 'payment', 'shipping', 'chat'], links: ['/car-auction', '/bids', '/payments'] },
  goNet: { sections: ['stock', 'buying', 'network', 'shipping'], links: ['/oneprice', '/purchased-cars'] },
} as const;

export type InfoPageId = keyof typeof INFO_PAGES;

/** Where each related link leads, named by the side-menu and header translations it already has. */
export const INFO_LINK_LABELS: Record<string, string> = {
  '/car-auction': 'Info.links.auctions',
  '/oneprice': 'Info.links.stock',
  '/sales-statistic': 'Info.links.results',
  '/bids': 'Info.links.bids',
  '/payments': 'Info.links.payments',
  '/purchased-cars': 'Info.links.purchases',
};

import { z } from 'zod';

/** The provider's public pages the header links to, in the header's order. */
export const SITE_LINK_IDS = ['vehicles', 'specYourCar', 'howToBuy', 'aboutUs', 'contactUs'] as const;
export type SiteLinkId = (typeof SITE_LINK_IDS)[number];

/**
 * GET /site/config — public: the support contacts and the provider's site links, set by the
 * server's configuration (SUPPORT_EMAIL, SUPPORT_TELEGRAM_URL, SITE_LINKS) so no
 * address is built into the app.
 */
export const siteConfigResponse = z.object({
  supportEmail: z.email(),
  supportTelegramUrl: z.url(),
  // A full URL (elsewhere), or a path of this portal (its own information pages, the default).
  siteLinks: z.array(z.object({ id: z.enum(SITE_LINK_IDS), href: z.union([z.url(), z.string().regex(/^\/(?!\/)\S*$/)]) })),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

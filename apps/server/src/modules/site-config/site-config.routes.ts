import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_LINK_IDS, siteConfigResponse, type SiteConfig, type SiteLinkId } from '@jauc/contract';
import type { Config } from '../../config.js';

// Where each header link points unless SITE_LINKS says otherwise: the portal's own pages
// (spec 1 §2; Spec your car is the order form, issue 14 §3).
const DEFAULT_PAGES: Record<SiteLinkId, string> = {
  vehicles: '/go-net',
  specYourCar: '/make-an-order',
  howToBuy: '/how-to-buy',
  aboutUs: '/about',
  contactUs: '/about#info-contact',
};

/**
 * The answer of GET /site/config, built once from the configuration. It is checked with the
 * contract here, so a mistyped address stops the server at start instead of reaching users.
 */
export function siteConfigFrom(config: Pick<Config, 'supportEmail' | 'supportTelegramUrl' | 'siteLinks'>): SiteConfig {
  const overrides = new Map<string, string>();
  for (const pair of config.siteLinks) {
    const at = pair.indexOf('=');
    const id = pair.slice(0, at).trim();
    if (at < 1 || !(SITE_LINK_IDS as readonly string[]).includes(id)) throw new Error(`SITE_LINKS: "${pair}" is not one of ${SITE_LINK_IDS.join(', ')} = url`);
    overrides.set(id, pair.slice(at + 1).trim());
  }
  const parsed = siteConfigResponse.safeParse({
    supportEmail: config.supportEmail,
    supportTelegramUrl: config.supportTelegramUrl,
    siteLinks: SITE_LINK_IDS.map((id) => ({ id, href: overrides.get(id) ?? DEFAULT_PAGES[id] })),
  });
  if (!parsed.success) throw new Error(`Site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

// Public: the sign-in pages and the restricted-account notice show the contacts too.
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = siteConfigFrom(app.deps.config);
  app.get('/site/config', { schema: { tags: ['site'], response: { 200: siteConfigResponse } } }, async () => answer);
};

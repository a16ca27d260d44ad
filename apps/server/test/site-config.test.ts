import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigResponse } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { siteConfigFrom } from '../src/modules/site-config/site-config.routes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('GET /site/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      SUPPORT_EMAIL: 'help@dealer.test',
      SUPPORT_TELEGRAM_URL: 'https://t.me/dealer_help',
      SITE_LINKS: 'aboutUs=https://about.dealer.test/us',
    });
  });
  afterAll(async () => t?.close());

  it('answers anyone with the configured contacts and site links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site/config' });
    expect(res.statusCode).toBe(200);
    const body = siteConfigResponse.parse(res.json());
    expect(body.supportEmail).toBe('help@dealer.test');
    expect(body.supportTelegramUrl).toBe('https://t.me/dealer_help');
    expect(body.siteLinks).toEqual([
      { id: 'vehicles', href: '/go-net' },
      { id: 'specYourCar', href: '/make-an-order' },
      { id: 'howToBuy', href: '/how-to-buy' },
      { id: 'aboutUs', href: 'https://about.dealer.test/us' },
      { id: 'contactUs', href: '/about#info-contact' },
    ]);
  });
});

describe('site configuration at start', () => {
  const build = (env: Record<string, string>) => () => siteConfigFrom(loadConfig(env));

  it('has working defaults', () => {
    expect(build({})()).toMatchObject({ supportEmail: 'support@jauc.example', supportTelegramUrl: 'https://t.me/jauc_support' });
  });

  it('refuses a malformed address, an unknown link or a link without a URL', () => {
    expect(build({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/supportEmail/);
    expect(build({ SUPPORT_TELEGRAM_URL: 't.me/x' })).toThrow(/supportTelegramUrl/);
    expect(build({ SITE_LINKS: 'blog=https://x.test' })).toThrow(/SITE_LINKS/);
    expect(build({ SITE_LINKS: 'aboutUs=' })).toThrow(/siteLinks/);
    expect(build({ SITE_LINKS: 'aboutUs=about' })).toThrow(/siteLinks/);
    expect(build({ SITE_LINKS: 'aboutUs=//elsewhere.test/about' })).toThrow(/siteLinks/);
  });

  it('takes a path of the portal as a link', () => {
    expect(build({ SITE_LINKS: 'vehicles=/oneprice' })().siteLinks[0]).toEqual({ id: 'vehicles', href: '/oneprice' });
  });
});

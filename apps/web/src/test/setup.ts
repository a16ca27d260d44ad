import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18nReady, loadLanguage } from '../i18n';
import { setSiteConfig } from '../lib/support-contacts';

// Tests switch languages synchronously: have both loaded before any test renders.
await i18nReady;
await Promise.all([loadLanguage('en'), loadLanguage('ru')]);

// The support contacts and site links come from GET /site/config; screens under test get the
// demo configuration without asking the server.
setSiteConfig({
  supportEmail: 'support@jauc.example',
  supportTelegramUrl: 'https://t.me/jauc_support',
  siteLinks: (['vehicles', 'specYourCar', 'howToBuy', 'aboutUs', 'contactUs'] as const).map((id) => ({ id, href: `https://jauc.example/${id}` })),
});

// findBy*/waitFor wait for a condition, not a duration: on a busy 2-core CI machine a render can
// take seconds, so give conditions far more than the default 1 s before calling them failed.
configure({ asyncUtilTimeout: 15_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

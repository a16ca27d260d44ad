import { afterEach, describe, expect, it } from 'vitest';
import { i18nReady, LANGUAGE_COOKIE, saveLanguage } from './index';

// The server names the chosen language's file among the page's first downloads; it learns the
// choice (kept in localStorage) from this cookie (docs/decisions/028).
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));

afterEach(() => {
  localStorage.clear();
});

describe('the language cookie', () => {
  it('carries the stored language from the start, and a new choice', async () => {
    await i18nReady;
    expect(cookie()).toBe(`${LANGUAGE_COOKIE}=en`);
    await saveLanguage('ru');
    expect(cookie()).toBe(`${LANGUAGE_COOKIE}=ru`);
    expect(localStorage.getItem('language')).toBe('ru');
    await saveLanguage('en');
    expect(cookie()).toBe(`${LANGUAGE_COOKIE}=en`);
  });
});

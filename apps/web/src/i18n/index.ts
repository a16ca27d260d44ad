import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/** The stored language, English when nothing (or something unknown) is stored. */
export function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return v === 'ru' ? 'ru' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The interface language for API calls: the stored choice, which changes as soon as a switch
 * begins (before the texts load) and is there before i18next starts (early requests); i18next's
 * own where nothing can be stored (private mode).
 */
export function currentLanguage(): Language {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (v === 'ru' || v === 'en') return v;
  } catch {
    // No storage: fall through.
  }
  return i18n.language === 'ru' ? 'ru' : 'en';
}

// Each language is its own chunk: a visitor downloads only the one they read (DESIGN.md §5).
const bundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
  ru: () => import('./ru.json'),
};

/** Makes a language's texts available (once); the two files carry the same keys (i18n.test.ts). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: texts } = await bundles[lang]();
  i18n.addResourceBundle(lang, 'translation', texts);
}

/**
 * The choice, copied into a cookie the server reads only to name this language's file among the
 * page's first downloads (docs/decisions/028): it starts with the shell instead of after it.
 */
export const LANGUAGE_COOKIE = 'ui_language';
function tellServer(lang: Language) {
  // The server prerenders the sign-in pages from these modules (src/prerender): no document there.
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Stores the language and switches the interface; the spec reloads the page after a change. */
export async function saveLanguage(lang: Language, { reload = false } = {}): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  tellServer(lang);
  if (reload) return window.location.reload();
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** Resolves when the stored language's texts are loaded; the app renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const lng = storedLanguage();
  tellServer(lng);
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lng);
  // English is the fallback (spec 1 §1). The files carry the same keys, so it need not hold up
  // the first render.
  if (lng !== 'en') void loadLanguage('en');
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (l) => document.documentElement.setAttribute('lang', l));
    document.documentElement.setAttribute('lang', lng);
  }
  // Re-render with the loaded texts (init ran before the bundle arrived).
  await i18n.changeLanguage(lng);
})();

export default i18n;

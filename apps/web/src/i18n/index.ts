import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ru from './ru.json';

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

/** Stores the language and switches the interface; the spec reloads the page after a change. */
export function saveLanguage(lang: Language, { reload = false } = {}) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (reload) window.location.reload();
  else void i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ru: { translation: ru } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
document.documentElement.setAttribute('lang', i18n.language);

export default i18n;

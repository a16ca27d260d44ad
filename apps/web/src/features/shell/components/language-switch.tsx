import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../i18n';
import { switchLanguage } from '../../../i18n/switch-language';
import { cn } from '../../../lib/cn';

/**
 * Two-button language toggle (side menu on small screens, auth pages). The choice is stored
 * locally, saved to a signed-in user's profile, and applied by reloading the page (spec 1 §1).
 */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'ru' ? 'ru' : 'en';
  const choose = (lang: Language) => {
    if (lang !== current) void switchLanguage(lang);
  };
  return (
    <div role="group" aria-label={t('Header.language')} className={cn('inline-flex rounded-lg bg-slate-100 p-0.5', className)}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            compact ? 'min-w-10' : 'flex-1',
            lang === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {compact ? t(`Header.languageShort.${lang}`) : t(`Header.languages.${lang}`)}
        </button>
      ))}
    </div>
  );
}

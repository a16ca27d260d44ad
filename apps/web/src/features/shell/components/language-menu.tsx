import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { ChevronDownIcon, GlobeIcon } from '../../../components/ui/icons';
import { LANGUAGES, type Language } from '../../../i18n';
import { switchLanguage } from '../../../i18n/switch-language';

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** The header's language menu: English / Русский, saved to the profile when signed in, applied by a reload. */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'ru' ? 'ru' : 'en';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={className} aria-label={t('Header.languageCurrent', { short: t(`Header.languageShort.${current}`), language: t(`Header.languages.${current}`) })}>
          <GlobeIcon className="size-5 text-slate-500" />
          <span className="font-semibold">{t(`Header.languageShort.${current}`)}</span>
          <ChevronDownIcon className="size-4 text-slate-400" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-40">
        <DropdownMenuLabel>{t('Header.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(v) => {
            if (isLanguage(v) && v !== current) void switchLanguage(v);
          }}
        >
          {LANGUAGES.map((lang) => (
            <DropdownMenuRadioItem key={lang} value={lang} lang={lang}>
              {t(`Header.languages.${lang}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteConfig } from '../../../lib/support-contacts';
import { INFO_LINK_LABELS, INFO_PAGES, type InfoPageId } from '../info-pages';

/** Paragraphs of a section: the translations keep them as a list so each reads as its own <p>. */
function paragraphs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * One information page: an h1, the intro, an h2 per section, the related screens and the
 * support contacts of the site configuration (so no address is built into the page).
 */
export function InfoPage({ page }: { page: InfoPageId }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { sections, links } = INFO_PAGES[page];
  const { hash } = useLocation();
  // A link to a section (the header's "Contact us" is /about#info-contact) lands on it: the
  // page renders after the browser has looked for the anchor, so look for it once more here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, page]);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 text-slate-700 md:px-6 md:py-10">
      <h1 className="text-2xl font-semibold break-words text-slate-900 md:text-3xl">{t(`Info.${page}.title`)}</h1>
      <p className="mt-3 text-base md:text-lg">{t(`Info.${page}.intro`)}</p>
      {sections.map((id) => (
        <section key={id} aria-labelledby={`info-${id}`} className="mt-8">
          <h2 id={`info-${id}`} className="text-xl font-semibold text-slate-900">
            {t(`Info.${page}.sections.${id}.title`)}
          </h2>
          {paragraphs(t(`Info.${page}.sections.${id}.body`, { returnObjects: true })).map((p) => (
            <p key={p} className="mt-3 leading-relaxed break-words">
              {p}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="info-related" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="info-related" className="text-lg font-semibold text-slate-900">
          {t('Info.related')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {links.map((to) => (
            <li key={to}>
              <Link to={to} className="inline-block rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50">
                {t(INFO_LINK_LABELS[to] ?? to)}
              </Link>
            </li>
          ))}
        </ul>
        {config && (
          <p className="mt-4 text-sm">
            {t('Info.contact')}{' '}
            <a className="font-medium text-brand-700 underline" href={`mailto:${config.supportEmail}`}>
              {config.supportEmail}
            </a>
            {' · '}
            <a className="font-medium text-brand-700 underline" href={config.supportTelegramUrl} target="_blank" rel="noopener noreferrer">
              {t('Info.telegram')}
            </a>
          </p>
        )}
      </section>
    </article>
  );
}

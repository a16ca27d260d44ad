import { useParams, useSearchParams } from 'react-router';
import { SharedLotPage } from '../../features/lot/components/shared-lot-page';
import { LanguageSwitch } from '../../features/shell/components/language-switch';
import { Logo } from '../../features/shell/components/logo';

/**
 * `/{type}/share/{id}?code=`: the public shared lot (spec 2 §2). No account and no side menu:
 * the logo, the language switch and the page.
 */
export function Component() {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-[1800px] items-center justify-between gap-4 px-4 md:px-6 lg:px-8">
          <Logo />
          <LanguageSwitch compact />
        </div>
      </header>
      <main id="main" className="px-4 py-5 md:px-6 lg:px-8 lg:py-7">
        <SharedLotPage key={`${type}/${id}`} type={type} id={id} urlCode={search.get('code')} />
      </main>
    </div>
  );
}

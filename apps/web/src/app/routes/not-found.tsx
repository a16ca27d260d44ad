import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { SESSION, useSession } from '../../lib/session-store';
import { HOME_PATH } from '../guards';
import { AppLayout } from '../layouts/app-layout';

function NotFoundMessage({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('NotFound.title')}</h1>
      <p className="max-w-md text-slate-600">{t('NotFound.description')}</p>
      <Link to={HOME_PATH} className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        {t('NotFound.action')}
      </Link>
    </div>
  );
}

/**
 * Unknown routes: headline, description and a way back to the car auctions (spec 1 §2). A
 * signed-in user keeps the side menu and header around it; a visitor gets the page alone.
 */
export function Component() {
  const { status } = useSession();
  if (status === SESSION.unknown || status === SESSION.loading) return <PageSpinner />;
  const message = 'flex flex-col items-center justify-center gap-4 p-6 text-center';
  if (status === SESSION.authenticated) {
    return (
      <AppLayout>
        <NotFoundMessage className={`${message} min-h-[60vh]`} />
      </AppLayout>
    );
  }
  return (
    <main>
      <NotFoundMessage className={`${message} min-h-screen`} />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../guards';

/** Unknown routes: headline, description and a way back to the car auctions (spec 1 §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('NotFound.title')}</h1>
      <p className="max-w-md text-slate-600">{t('NotFound.description')}</p>
      <Link to={HOME_PATH} className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        {t('NotFound.action')}
      </Link>
    </main>
  );
}

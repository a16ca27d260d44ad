import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={t('App.loading')} className={cn('inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent', className)} />
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner className="size-8" />
    </div>
  );
}

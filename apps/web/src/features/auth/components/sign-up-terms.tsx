import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

const SECTIONS = ['account', 'bids', 'payment', 'delivery', 'privacy'] as const;

/** The terms the sign-up checkbox refers to, readable without leaving the form. */
export function SignUpTerms({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="font-medium text-brand-600 underline-offset-2 hover:underline">
          {children}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl">
          <Dialog.Title className="border-b border-slate-200 px-6 py-4 text-lg font-semibold">{t('SignUp.terms.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('SignUp.terms.intro')}</Dialog.Description>
          <div className="flex flex-col gap-4 overflow-y-auto px-6 py-4 text-sm text-slate-700">
            <p>{t('SignUp.terms.intro')}</p>
            {SECTIONS.map((s) => (
              <section key={s}>
                <h2 className="font-semibold text-slate-900">{t(`SignUp.terms.${s}Title`)}</h2>
                <p className="mt-1">{t(`SignUp.terms.${s}`)}</p>
              </section>
            ))}
          </div>
          <div className="flex justify-end border-t border-slate-200 px-6 py-3">
            <Dialog.Close asChild>
              <Button>{t('Common.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

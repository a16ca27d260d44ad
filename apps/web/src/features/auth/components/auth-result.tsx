import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CircleAlertIcon, CircleCheckIcon, MailIcon } from '../../../components/ui/icons';

const looks = {
  success: { Icon: CircleCheckIcon, ring: 'bg-green-50 text-green-600' },
  failure: { Icon: CircleAlertIcon, ring: 'bg-red-50 text-brand-600' },
  mail: { Icon: MailIcon, ring: 'bg-sky-50 text-sky-600' },
};

/** An outcome screen (confirmed, link expired, mail sent, …): icon, title, text, actions. */
export function AuthResult({ tone, title, children, actions }: { tone: keyof typeof looks; title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  const { Icon, ring } = looks[tone];
  return (
    <section className="flex flex-col items-center gap-4 py-2 text-center" aria-live="polite">
      <span className={cn('flex size-14 items-center justify-center rounded-full', ring)}>
        <Icon className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {children && <div className="flex flex-col gap-2 text-sm text-pretty text-slate-600">{children}</div>}
      {actions && <div className="mt-2 flex w-full flex-col gap-3">{actions}</div>}
    </section>
  );
}

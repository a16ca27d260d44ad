import type { ReactNode } from 'react';

/** The title block every auth page opens with. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-pretty text-slate-600">{subtitle}</p>}
    </header>
  );
}

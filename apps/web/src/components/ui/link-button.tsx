import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-brand-600 hover:bg-brand-50',
};

/** A router link that looks like a Button (for "Sign in", "Try again" actions that navigate). */
export function LinkButton({ variant = 'primary', className, ...rest }: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={cn(
        'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        variants[variant],
        className,
      )}
      {...rest}
    />
  );
}

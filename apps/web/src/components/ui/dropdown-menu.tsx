import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '../../lib/cn';
import { CheckIcon } from './icons';

// Thin styling over Radix DropdownMenu: keyboard navigation, typeahead and focus return come
// from Radix; these pieces only give the portal its look.

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({ className, align = 'end', sideOffset = 6, children, ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 max-h-[383px] min-w-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg outline-none transition-[opacity,translate] md:max-h-[252px] starting:-translate-y-1 starting:opacity-0',
          className,
        )}
        {...rest}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

const itemClass =
  'relative flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClass, className)} {...rest} />;
}

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClass, 'pr-8 data-[state=checked]:font-medium data-[state=checked]:text-brand-700', className)} {...rest}>
      {children}
      <Menu.ItemIndicator className="absolute right-2.5 inline-flex">
        <CheckIcon className="size-4" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return <Menu.Label className={cn('px-2.5 py-2 text-xs font-medium text-slate-500', className)}>{children}</Menu.Label>;
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-slate-200', className)} />;
}

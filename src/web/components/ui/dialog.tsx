import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { cn } from './cn.ts';
import { useReturnFocus } from './return-focus.ts';

export const Dialog = D.Root;

export function DialogContent({ children, className, hideClose }: { children: ReactNode; className?: string; hideClose?: boolean }) {
  const t = useT('common');
  const returnFocus = useReturnFocus();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <D.Content
        {...returnFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        {children}
        {!hideClose && (
          <D.Close className="absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label={t('ui.close')}>
            <X className="size-5" aria-hidden="true" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

export function DialogTitle({ className, ...props }: { className?: string; children: ReactNode }) {
  return <D.Title className={cn('pr-8 text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: { className?: string; children: ReactNode }) {
  return <D.Description className={cn('mt-2 text-sm text-slate-600', className)} {...props} />;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

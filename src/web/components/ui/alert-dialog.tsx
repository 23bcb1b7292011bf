import { AlertDialog as A } from 'radix-ui';
import { useT } from '@web/lib/language/i18n.ts';
import { buttonClasses } from './button.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** "Cancel" in the reader's language unless given. */
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A confirmation that must be answered (no click-outside dismiss), as the spec asks before deletes. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive, onConfirm }: ConfirmDialogProps) {
  const t = useT('common');
  const returnFocus = useReturnFocus();
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <A.Content
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-slate-600">{description}</A.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel className={buttonClasses('outline')}>{cancelLabel ?? t('ui.cancel')}</A.Cancel>
            <A.Action className={buttonClasses(destructive ? 'destructive' : 'default')} onClick={onConfirm}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}

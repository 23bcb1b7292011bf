import { Badge } from '@web/components/ui/badge.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';

/** The spec's confirmation before any admin delete. */
export const DELETE_USER_DIALOG = {
  title: 'Delete User Account',
  description: 'This will permanently delete the user account, organization, and all associated data. This action cannot be undone.',
} as const;

/** The red badge every admin screen shows. */
export function AdminAccessBadge() {
  return <Badge variant="destructive">Admin Access</Badge>;
}

/** The Admin Panel's delete confirmation (spec texts), shared by the organization and user lists. */
export function DeleteUserDialog<T>({ pending, onClose, onConfirm }: { pending: T | null; onClose: () => void; onConfirm: (target: T) => void }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={DELETE_USER_DIALOG.title}
      description={DELETE_USER_DIALOG.description}
      cancelLabel="Cancel"
      confirmLabel="Delete Account"
      destructive
      onConfirm={() => {
        if (pending !== null) onConfirm(pending);
        onClose();
      }}
    />
  );
}

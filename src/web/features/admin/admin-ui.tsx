import { getToolByName } from '@shared/tools';
import { useT } from '@web/lib/language/i18n.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';

/** The red badge every admin screen shows. */
export function AdminAccessBadge() {
  const t = useT('admin');
  return <Badge variant="destructive">{t('badge.adminAccess')}</Badge>;
}

/** The 'Admin' badge of an account with the admin role. */
export function AdminBadge() {
  const t = useT('admin');
  return <Badge variant="destructive">{t('badge.admin')}</Badge>;
}

/** A tool's name as stored (tool_usage_logs, tool_ratings) → its name in the active language; unknown names as they are. */
export function useToolLabel() {
  const t = useT('common');
  return (name: string) => {
    const tool = getToolByName(name);
    return tool ? t(`tool.${tool.id}.name`) : name;
  };
}

/** The Admin Panel's delete confirmation (spec texts), shared by the organization and user lists. */
export function DeleteUserDialog<T>({ pending, onClose, onConfirm }: { pending: T | null; onClose: () => void; onConfirm: (target: T) => void }) {
  const t = useT('admin');
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      confirmLabel={t('deleteDialog.confirm')}
      destructive
      onConfirm={() => {
        if (pending !== null) onConfirm(pending);
        onClose();
      }}
    />
  );
}

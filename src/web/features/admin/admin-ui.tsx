import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { DELETE_USER_DIALOG } from './delete-user.ts';

/** The red badge every admin screen shows. */
export function AdminAccessBadge() {
  return <Badge variant="destructive">Admin Access</Badge>;
}

export function SearchBox({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <Input id={id} type="search" className="pl-9" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} autoComplete="off" spellCheck={false} />
      </div>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
    </div>
  );
}

export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" loading={loading} onClick={onClick}>
        Load more
      </Button>
    </div>
  );
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

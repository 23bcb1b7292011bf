import { AppShell } from '@web/components/layouts/app-shell.tsx';

// Placeholder while this screen is being built.
export default function PendingPage() {
  return (
    <AppShell>
      <p className="text-slate-600">This screen is not built yet.</p>
    </AppShell>
  );
}

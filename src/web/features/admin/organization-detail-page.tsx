import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Coins, FileText } from 'lucide-react';
import { toast } from 'sonner';
import {
  ADMIN_MESSAGES,
  ADMIN_TIERS,
  MAX_CREDIT_ADJUSTMENT,
  parseCreditAmount,
  TIER_LABELS,
  type AdminOrganizationDetail,
  type AdminUsageItem,
} from '@shared/admin';
import type { Tier } from '@shared/pricing';
import { ApiError } from '@web/lib/api.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Badge, TierBadge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, NativeSelect } from '@web/components/ui/input.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { PageSpinner, Spinner } from '@web/components/ui/spinner.tsx';
import { isNotFound, useAdminOrganization } from './api/use-admin-organization.ts';
import { useAdjustCredits } from './api/use-adjust-credits.ts';
import { useChangeTier } from './api/use-change-tier.ts';
import { useUsageReport, useUserUsage } from './api/use-user-usage.ts';
import { AdminAccessBadge } from './admin-ui.tsx';
import { countryLabel, formatDate, formatDateTime } from './format.ts';

function BackToList() {
  return (
    <Link to="/admin/organizations" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Organizations
    </Link>
  );
}

export default function AdminOrganizationDetailPage() {
  const { id = '' } = useParams();
  const organization = useAdminOrganization(id);

  useEffect(() => {
    if (organization.isError && !isNotFound(organization.error)) toast.error(ADMIN_MESSAGES.loadOrganizationFailed);
  }, [organization.isError, organization.error]);

  if (organization.isPending) {
    return (
      <AppShell>
        <PageSpinner label="Loading organization" />
      </AppShell>
    );
  }
  if (organization.isError) {
    const notFound = isNotFound(organization.error);
    return (
      <AppShell>
        <div className="mx-auto max-w-md space-y-4 py-12 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{notFound ? ADMIN_MESSAGES.organizationNotFound : ADMIN_MESSAGES.loadOrganizationFailed}</h1>
          <p className="text-slate-600">{notFound ? 'It may have been deleted together with its owner.' : 'Please check your connection and try again.'}</p>
          <div className="flex justify-center gap-2">
            <BackToList />
            {!notFound && (
              <Button variant="outline" size="sm" onClick={() => void organization.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </div>
      </AppShell>
    );
  }

  const org = organization.data;
  const company = org.companyName || org.name;
  return (
    <AppShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <BackToList />
          <AdminAccessBadge />
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{company}</h1>
            {org.ownerIsAdmin && <Badge variant="destructive">Admin</Badge>}
            <TierBadge tier={org.owner.subscriptionTier} />
          </div>
          <p className="text-slate-600">Created {formatDate(org.createdAt)}</p>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>Organization</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Detail label="Owner name" value={org.owner.fullName || 'N/A'} />
              <Detail label="Owner email" value={org.owner.email} />
              <Detail label="Industry" value={org.industry || 'N/A'} />
              <Detail label="Country" value={countryLabel(org.country)} />
            </dl>
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:grid-cols-2">
          <CreditPanel organization={org} />
          {/* Keyed by the saved tier, so the select starts from the server's value after each change. */}
          <TierPanel key={org.owner.subscriptionTier} organization={org} />
        </div>

        <UsageHistory userId={org.owner.id} />
      </div>
    </AppShell>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function CreditPanel({ organization }: { organization: AdminOrganizationDetail }) {
  const id = useId();
  const { owner } = organization;
  const adjust = useAdjustCredits(owner.id);
  const [amount, setAmount] = useState('');

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const value = parseCreditAmount(amount);
    if (value === null) {
      toast.error(ADMIN_MESSAGES.invalidAmountTitle, { description: ADMIN_MESSAGES.invalidAmount });
      return;
    }
    adjust.mutate(value, {
      onSuccess: (result) => {
        toast.success(result.direction === 'added' ? ADMIN_MESSAGES.creditsAdded : ADMIN_MESSAGES.creditsRemoved);
        setAmount('');
      },
      onError: (error) => toast.error(ADMIN_MESSAGES.creditsFailed, { description: error instanceof ApiError ? error.message : undefined }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5 text-amber-500" />
          Credits
        </CardTitle>
        <CardDescription>
          Current credits:{' '}
          <strong className="text-slate-900" data-testid="owner-credits">
            {owner.subscriptionTier === 'premium' ? 'Unlimited' : owner.credits}
          </strong>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={apply} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            id={id}
            label="Credit amount"
            hint={`A whole number: positive adds, negative removes (up to ${MAX_CREDIT_ADJUSTMENT.toLocaleString('en-US')}).`}
            className="flex-1 space-y-1.5"
          >
            <Input
              id={id}
              type="number"
              step={1}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="e.g. 10 or -5"
              aria-describedby={`${id}-hint`}
            />
          </Field>
          <Button type="submit" loading={adjust.isPending} className="sm:mb-6">
            Apply
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TierPanel({ organization }: { organization: AdminOrganizationDetail }) {
  const id = useId();
  const current = organization.owner.subscriptionTier;
  const change = useChangeTier(organization.owner.id);
  const [tier, setTier] = useState<Tier>(current);

  function update() {
    change.mutate(tier, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.tierUpdated),
      onError: (error) => toast.error(ADMIN_MESSAGES.tierFailed, { description: error instanceof ApiError ? error.message : undefined }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>
          {organization.owner.subscriptionStatus ? `Status: ${organization.owner.subscriptionStatus}. ` : ''}
          {current === 'basic' && organization.owner.creditsExpireAt ? `Basic credits valid until ${formatDate(organization.owner.creditsExpireAt)}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field id={id} label="Subscription tier" className="flex-1 space-y-1.5">
            <NativeSelect id={id} value={tier} onChange={(e) => setTier(e.target.value as Tier)}>
              {ADMIN_TIERS.map((value) => (
                <option key={value} value={value}>
                  {TIER_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button onClick={update} disabled={tier === current} loading={change.isPending}>
            Update Tier
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function UsageHistory({ userId }: { userId: string }) {
  const usage = useUserUsage(userId);
  const [open, setOpen] = useState<AdminUsageItem | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tool Usage History</CardTitle>
        <CardDescription>The latest 50 runs. Select one to read its full report.</CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <Spinner label="Loading usage history" />
        ) : usage.isError ? (
          <Alert variant="destructive">The usage history could not be loaded.</Alert>
        ) : usage.data.length === 0 ? (
          <p className="text-sm text-slate-600">No tool usage yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Tool usage history">
            {usage.data.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setOpen(entry)}
                  className="flex w-full flex-col gap-1 rounded-lg px-2 py-3 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <FileText aria-hidden="true" className="size-4 text-brand-700" />
                      {entry.toolName}
                    </span>
                    <span className="text-xs text-slate-500">
                      {formatDateTime(entry.createdAt)} · {entry.creditsUsed} {entry.creditsUsed === 1 ? 'credit' : 'credits'}
                      {entry.status !== 'completed' && ` · ${entry.status}`}
                    </span>
                  </span>
                  <span className="text-sm text-slate-600">{entry.preview || ADMIN_MESSAGES.noReport}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        {open && (
          <DialogContent className="max-w-2xl">
            <DialogTitle>{open.toolName}</DialogTitle>
            <DialogDescription>
              {formatDateTime(open.createdAt)} · {open.creditsUsed} {open.creditsUsed === 1 ? 'credit' : 'credits'} used
            </DialogDescription>
            <div className="mt-4">
              <UsageReport entry={open} />
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

function UsageReport({ entry }: { entry: AdminUsageItem }) {
  const report = useUsageReport(entry);
  if (!entry.hasReport) return <p className="text-slate-600">{ADMIN_MESSAGES.noReport}</p>;
  if (report.isPending) return <Spinner label="Loading report" />;
  if (report.isError) return <Alert variant="destructive">The report could not be loaded.</Alert>;
  return report.data.result ? <Markdown>{report.data.result}</Markdown> : <p className="text-slate-600">{ADMIN_MESSAGES.noReport}</p>;
}

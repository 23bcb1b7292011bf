import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Coins, FileText } from 'lucide-react';
import { toast } from '@web/lib/feedback/toast.ts';
import { ADMIN_TIERS, MAX_CREDIT_ADJUSTMENT, parseCreditAmount, type AdminOrganizationDetail, type AdminUsageItem } from '@shared/admin';
import type { Tier } from '@shared/pricing';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { translate, useT } from '@web/lib/language/i18n.ts';
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
import { AdminAccessBadge, AdminBadge, useToolLabel } from './admin-ui.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { useAdminFormat } from './format.ts';

function BackToList() {
  const t = useT('admin');
  return (
    <Link to="/admin/organizations" className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

/** A server error's text (in the reader's language) for a toast's description; none when it says nothing. */
const serverDetail = (error: unknown) => (error instanceof ApiError ? errorMessage(error, '') || undefined : undefined);

export default function AdminOrganizationDetailPage() {
  const t = useT('admin');
  const format = useAdminFormat();
  const { id = '' } = useParams();
  const organization = useAdminOrganization(id);

  useEffect(() => {
    if (organization.isError && !isNotFound(organization.error)) toast.error(translate('admin', 'msg.loadOrganizationFailed'));
  }, [organization.isError, organization.error]);

  if (organization.isPending) {
    return (
      <AppShell>
        <PageSpinner label={t('detail.loading')} />
      </AppShell>
    );
  }
  if (organization.isError) {
    const notFound = isNotFound(organization.error);
    return (
      <AppShell>
        <div className="mx-auto max-w-md space-y-4 py-12 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('msg.organizationNotFound') : t('msg.loadOrganizationFailed')}</h1>
          <p className="text-slate-600">{notFound ? t('detail.notFoundHint') : t('detail.loadFailedHint')}</p>
          <div className="flex justify-center gap-2">
            <BackToList />
            {!notFound && (
              <Button variant="outline" size="sm" onClick={() => void organization.refetch()}>
                {t('list.tryAgain')}
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
            {org.ownerIsAdmin && <AdminBadge />}
            <TierBadge tier={org.owner.subscriptionTier} />
          </div>
          <p className="text-slate-600">{t('detail.created', { date: format.date(org.createdAt) })}</p>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>{t('detail.organization')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Detail label={t('detail.ownerName')} value={org.owner.fullName || t('field.notAvailable')} />
              <Detail label={t('detail.ownerEmail')} value={org.owner.email} />
              <Detail label={t('detail.industry')} value={org.industry || t('field.notAvailable')} />
              <Detail label={t('detail.country')} value={format.country(org.country) ?? t('field.notAvailable')} />
            </dl>
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:grid-cols-2">
          <CreditPanel organization={org} />
          {/* Keyed by the saved tier, so the select starts from the server's value after each change. */}
          <TierPanel key={org.owner.subscriptionTier} organization={org} />
        </div>

        <MembersCard organization={org} />

        <PaymentsCard organizationId={org.id} country={org.country} />

        <UsageHistory userId={org.owner.id} />
      </div>
    </AppShell>
  );
}

function MembersCard({ organization }: { organization: AdminOrganizationDetail }) {
  const t = useT('admin');
  const format = useAdminFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('members.title')}</CardTitle>
        <CardDescription>{t('members.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label={t('members.title')}>
          {organization.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{member.fullName}</span> <span className="break-all text-slate-600">{member.email}</span>
              </span>
              <span className="text-slate-600">
                <Badge variant={member.role === 'owner' ? 'default' : 'outline'}>{t(`members.role.${member.role}`)}</Badge> {t('members.joined')}{' '}
                {format.date(member.joinedAt)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
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
  const t = useT('admin');
  const format = useAdminFormat();
  const id = useId();
  const { owner } = organization;
  // The wallet this page shows, even when it is the owner's dormant personal one.
  const adjust = useAdjustCredits(owner.id, organization.id);
  const [amount, setAmount] = useState('');

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const value = parseCreditAmount(amount);
    if (value === null) {
      toast.error(t('msg.invalidAmountTitle'), { description: t('msg.invalidAmount') });
      return;
    }
    adjust.mutate(value, {
      onSuccess: (result) => {
        toast.success(result.direction === 'added' ? t('msg.creditsAdded') : t('msg.creditsRemoved'));
        setAmount('');
      },
      onError: (error) => toast.error(t('msg.creditsFailed'), { description: serverDetail(error) }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5 text-amber-500" />
          {t('credits.title')}
        </CardTitle>
        <CardDescription>
          {t('credits.current')}{' '}
          <strong className="text-slate-900" data-testid="owner-credits">
            {owner.subscriptionTier === 'premium' ? t('credits.unlimited') : owner.credits}
          </strong>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={apply} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            id={id}
            label={t('credits.amountLabel')}
            hint={t('credits.amountHint', { max: format.number(MAX_CREDIT_ADJUSTMENT) })}
            className="flex-1 space-y-1.5"
          >
            <Input
              id={id}
              type="number"
              step={1}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={t('credits.amountPlaceholder')}
              aria-describedby={`${id}-hint`}
            />
          </Field>
          <Button type="submit" loading={adjust.isPending} className="sm:mb-6">
            {t('credits.apply')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TierPanel({ organization }: { organization: AdminOrganizationDetail }) {
  const t = useT('admin');
  const format = useAdminFormat();
  const id = useId();
  const current = organization.owner.subscriptionTier;
  const change = useChangeTier(organization.owner.id, organization.id);
  const [tier, setTier] = useState<Tier>(current);

  function update() {
    change.mutate(tier, {
      onSuccess: () => toast.success(t('msg.tierUpdated')),
      onError: (error) => toast.error(t('msg.tierFailed'), { description: serverDetail(error) }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tier.title')}</CardTitle>
        <CardDescription>
          {organization.owner.subscriptionStatus ? `${t('tier.status', { status: organization.owner.subscriptionStatus })} ` : ''}
          {current === 'basic' && organization.owner.creditsExpireAt
            ? t('tier.basicValidUntil', { date: format.date(organization.owner.creditsExpireAt) })
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field id={id} label={t('tier.label')} className="flex-1 space-y-1.5">
            <NativeSelect id={id} value={tier} onChange={(e) => setTier(e.target.value as Tier)}>
              {ADMIN_TIERS.map((value) => (
                <option key={value} value={value}>
                  {value === 'premium' ? t('tierOption.premium') : value === 'basic' ? t('tierOption.basic') : t('tierOption.free')}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button onClick={update} disabled={tier === current} loading={change.isPending}>
            {t('tier.update')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function UsageHistory({ userId }: { userId: string }) {
  const t = useT('admin');
  const format = useAdminFormat();
  const toolLabel = useToolLabel();
  const usage = useUserUsage(userId);
  const [open, setOpen] = useState<AdminUsageItem | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usage.title')}</CardTitle>
        <CardDescription>{t('usage.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <Spinner label={t('usage.loading')} />
        ) : usage.isError ? (
          <Alert variant="destructive">{t('usage.loadFailed')}</Alert>
        ) : usage.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('usage.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('usage.listLabel')}>
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
                      {toolLabel(entry.toolName)}
                    </span>
                    <span className="text-xs text-slate-500">
                      {t('usage.meta', { time: format.dateTime(entry.createdAt), count: entry.creditsUsed })}
                      {entry.status !== 'completed' && ` · ${entry.status === 'pending' ? t('usage.statusPending') : t('usage.statusFailed')}`}
                    </span>
                  </span>
                  <span className="text-sm text-slate-600">{entry.preview || t('msg.noReport')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        {open && (
          <DialogContent className="max-w-2xl">
            <DialogTitle>{toolLabel(open.toolName)}</DialogTitle>
            <DialogDescription>{t('usage.dialogMeta', { time: format.dateTime(open.createdAt), count: open.creditsUsed })}</DialogDescription>
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
  const t = useT('admin');
  const report = useUsageReport(entry);
  if (!entry.hasReport) return <p className="text-slate-600">{t('msg.noReport')}</p>;
  if (report.isPending) return <Spinner label={t('usage.reportLoading')} />;
  if (report.isError) return <Alert variant="destructive">{t('usage.reportLoadFailed')}</Alert>;
  return report.data.result ? <Markdown>{report.data.result}</Markdown> : <p className="text-slate-600">{t('msg.noReport')}</p>;
}

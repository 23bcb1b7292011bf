import { useState } from 'react';
import { isRefundable, type AdminPaymentDto } from '@shared/billing';
import { PRICING } from '@shared/pricing';
import { intlLocale } from '@shared/money.ts';
import { formatPaymentAmount } from '@shared/payment-amount.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useFormat } from '@web/lib/language/format.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/alert-dialog.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useOrganizationPayments, useRefundPayment } from './api/use-admin-payments.ts';
import { useAdminFormat } from './format.ts';

/** The payments made for one organization's wallet; a paid credit pack can be refunded after a confirmation. */
export function PaymentsCard({ organizationId, country }: { organizationId: string; country: string | null }) {
  const t = useT('admin');
  const format = useAdminFormat();
  const { locale } = useFormat();
  const payments = useOrganizationPayments(organizationId);
  const refund = useRefundPayment();
  const [pending, setPending] = useState<AdminPaymentDto | null>(null);
  // Amounts as people in the organization's country write them, in the admin's language.
  const amountOf = (payment: AdminPaymentDto) => formatPaymentAmount(payment.amountCents, payment.currency, intlLocale(locale, country));

  function confirmRefund(payment: AdminPaymentDto) {
    refund.mutate(payment.id, {
      onSuccess: (result) => toast.success(result.status === 'refunded' ? t('msg.refundDone') : t('msg.refundRequested')),
      onError: (error) => toast.error(t('msg.refundFailed'), { description: error instanceof ApiError ? errorMessage(error, '') || undefined : undefined }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('payments.title')}</CardTitle>
        <CardDescription>{t('payments.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <Spinner label={t('payments.loading')} />
        ) : payments.isError ? (
          <Alert variant="destructive">{t('payments.loadFailed')}</Alert>
        ) : payments.data.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payments.empty')}</p>
        ) : (
          // Wider than a phone: keyboard users scroll it once it has focus (the rows may hold no button).
          <div className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0} role="region" aria-label={t('payments.title')}>
            <table className="w-full text-left text-sm" aria-label={t('payments.title')}>
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('payments.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('payments.plan')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('payments.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('payments.method')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('payments.status')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('payments.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {payments.data.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{format.date(payment.createdAt)}</td>
                    <td className="py-2 pr-3 text-slate-900">{t(`payments.plan.${payment.plan}`)}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right font-medium text-slate-900">{amountOf(payment)}</td>
                    <td className="py-2 pr-3 text-slate-600">{t(`payments.method.${payment.method}`)}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={payment.status === 'paid' ? 'default' : 'outline'}>{t(`payments.status.${payment.status}`)}</Badge>
                    </td>
                    <td className="py-2 text-right">
                      {isRefundable(payment) && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t('payments.refundLabel', { amount: amountOf(payment), date: format.date(payment.createdAt) })}
                          loading={refund.isPending && refund.variables === payment.id}
                          onClick={() => setPending(payment)}
                        >
                          {t('payments.refund')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('refundDialog.title')}
        description={
          pending
            ? t('refundDialog.description', {
                amount: amountOf(pending),
                payer: pending.userEmail ?? t('refundDialog.thePayer'),
                count: pending.creditsGranted || PRICING[pending.plan].credits,
              })
            : ''
        }
        confirmLabel={t('refundDialog.confirm')}
        destructive
        onConfirm={() => {
          if (pending) confirmRefund(pending);
          setPending(null);
        }}
      />
    </Card>
  );
}

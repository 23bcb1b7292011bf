import { Info, Repeat } from 'lucide-react';
import type { SalesSetup } from '@shared/reports';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { setupSummary } from '@web/lib/language/sales-setup-labels.ts';

/** A real call being practised: when it was made, its setup, and what its customer objected. */
export interface PractisedCall {
  id: string;
  createdAt: string;
  setup: SalesSetup;
  /** The customer's objections in their words, as the prospect will raise them. */
  objections: string[];
}

/** "Practising your call of <date>: the customer will raise: …", above the setup and the call. */
export function PractisedCallBanner({ practised }: { practised: PractisedCall }) {
  const t = useT('salesCoach');
  const format = useFormat();
  return (
    <div
      role="note"
      className="mb-4 flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900"
      data-testid="practised-call"
    >
      <Repeat aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1 break-words">
        <p>
          <RichText
            ns="salesCoach"
            id="practise.banner"
            values={{ date: format.dateTime(practised.createdAt), summary: setupSummary(practised.setup, t) }}
            components={{ 0: <strong /> }}
          />
        </p>
        {practised.objections.length > 0 ? (
          <>
            <p>{t('practise.raises')}</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {practised.objections.map((text) => (
                <li key={text}>
                  <q>{text}</q>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('practise.noObjections')}</p>
        )}
      </div>
    </div>
  );
}

/** `?fromCall=` names a call that cannot be practised (not the person's, not analysed, or gone). */
export function PractisedCallUnavailable() {
  const t = useT('salesCoach');
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('practise.unavailable')}
    </p>
  );
}

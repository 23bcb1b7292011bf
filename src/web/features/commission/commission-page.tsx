import { useId, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { CommissionRecommendation } from '@shared/commission';
import { toast } from '@web/lib/feedback/toast.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { ToolWrapper } from '@web/components/tool-shell/tool-wrapper.tsx';
import { useToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { CreditCost } from '@web/components/tool-shell/credit-cost.tsx';
import { ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { useRecommendCommission } from './api/use-recommend-commission.ts';
import { CommissionFormCard } from './commission-form.tsx';
import { CommissionResult } from './commission-result.tsx';
import { useCommissionForm } from './use-commission-form.ts';

export default function CommissionCalculatorPage() {
  return (
    <ToolWrapper toolId="commission">
      <CommissionCalculator />
    </ToolWrapper>
  );
}

/** The form, then the recommended plan (one run: a credit or the guest trial). */
function CommissionCalculator() {
  const t = useT('commission');
  const tool = useToolRun('commission');
  const costId = useId();
  const formState = useCommissionForm();
  const recommend = useRecommendCommission();
  const [result, setResult] = useState<CommissionRecommendation | null>(null);

  async function submit() {
    const inputs = formState.validate();
    if (!inputs) return;
    try {
      const answer = await tool.run(() => recommend.mutateAsync(inputs));
      if (!answer) return;
      setResult(answer.recommendation);
      window.scrollTo({ top: 0 });
    } catch (error) {
      // The server refuses before charging, or gives the credit / trial back when the work fails.
      if (error instanceof ApiError && error.status === 400) {
        toast.error(t('toast.missingTitle'), { description: errorMessage(error, t('toast.missingMessage')) });
      } else {
        toast.error(errorMessage(error, t('toast.failed')));
      }
    }
  }

  function reset() {
    formState.reset();
    setResult(null);
    window.scrollTo({ top: 0 });
  }

  if (result) {
    return (
      <div className="space-y-6">
        <CommissionResult recommendation={result} />
        <ToolResultFooter toolId="commission" againLabel={t('result.again')} againIcon={<RotateCcw aria-hidden="true" className="size-4" />} onAgain={reset} />
      </div>
    );
  }
  return (
    <CommissionFormCard
      state={formState}
      submitting={recommend.isPending}
      onSubmit={() => void submit()}
      describedBy={costId}
      cost={<CreditCost id={costId} toolId="commission" run={tool} />}
    />
  );
}

import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { calculatePipeline, type PipelineInput, type PipelineResults } from '@shared/pipeline';
import { toast } from '@web/lib/feedback/toast.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { ToolWrapper } from '@web/components/tool-shell/tool-wrapper.tsx';
import { useToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { useClaimPipelineTrial } from './api/use-claim-trial.ts';
import { PipelineForm } from './pipeline-form.tsx';
import { PipelineResultsView } from './pipeline-results.tsx';
import { usePipelineForm } from './use-pipeline-form.ts';

export default function PipelineCalculatorPage() {
  return (
    <ToolWrapper toolId="pipeline">
      <PipelineCalculator />
    </ToolWrapper>
  );
}

/** No answer at all (offline, or the server out of reach), as `api()` reports it; an HTTP refusal is not one. */
function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The form, then the results (free: the maths runs here; a guest's one free run is recorded first). */
function PipelineCalculator() {
  const t = useT('pipeline');
  const tool = useToolRun('pipeline');
  const formState = usePipelineForm();
  const claimTrial = useClaimPipelineTrial();
  const [results, setResults] = useState<{ input: PipelineInput; results: PipelineResults } | null>(null);

  /** True when the maths may run: a signed-in user always, a guest once the server recorded the trial. */
  async function startRun(): Promise<boolean> {
    try {
      const answer = await tool.run(async () => (tool.isGuest ? await claimTrial.mutateAsync() : { wallet: undefined }));
      return answer !== null;
    } catch (error) {
      // Offline (the service worker serves the app): the maths needs no server, so it runs; the device's
      // trial is marked used (useToolRun), so the rules are the same once it is online again.
      if (isNetworkError(error)) return true;
      toast.error(errorMessage(error, t('toast.startFailed')));
      return false;
    }
  }

  async function calculate() {
    if (!formState.validate()) return;
    if (!(await startRun())) return;
    const { input } = formState;
    setResults({ input, results: calculatePipeline(input) });
    window.scrollTo({ top: 0 });
  }

  function calculateAgain() {
    formState.reset();
    setResults(null);
    window.scrollTo({ top: 0 });
  }

  if (results) {
    return (
      <div className="space-y-6">
        <PipelineResultsView input={results.input} results={results.results} />
        <ToolResultFooter
          toolId="pipeline"
          againLabel={t('results.again')}
          againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onAgain={calculateAgain}
        />
      </div>
    );
  }
  return <PipelineForm state={formState} starting={claimTrial.isPending} onSubmit={() => void calculate()} />;
}

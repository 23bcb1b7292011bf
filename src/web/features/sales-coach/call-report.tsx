import { RotateCcw } from 'lucide-react';
import type { AnalyzeSessionResponse } from '@shared/sales-coach';
import { useT } from '@web/lib/language/i18n.ts';
import { MarkdownReport, ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { FreeRunNotice } from '@web/components/tool-shell/coach-notices.tsx';
import { CountsForAssignment } from './assignment-banner.tsx';

/** The call's report, the rating form and "Practice Again". */
export function CallReport({ result, countedForAssignment, onAgain }: { result: AnalyzeSessionResponse; countedForAssignment: boolean; onAgain: () => void }) {
  const t = useT('salesCoach');
  return (
    <div className="space-y-6">
      {countedForAssignment && <CountsForAssignment />}
      {result.refunded && <FreeRunNotice />}
      <MarkdownReport>{result.markdown}</MarkdownReport>
      <ToolResultFooter
        toolId="sales-coach"
        againLabel={t('report.practiceAgain')}
        againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
        onAgain={onAgain}
      />
    </div>
  );
}

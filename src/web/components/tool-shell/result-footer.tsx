import type { ReactNode } from 'react';
import { useMe } from '@web/lib/session/session.ts';
import { Link } from 'react-router';
import { useT } from '@web/lib/language/i18n.ts';
import type { ToolId } from '@shared/tools';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { Card, CardContent } from '@web/components/ui/card.tsx';
import { RatingForm } from './rating-form.tsx';

/**
 * Under every tool's result: the rating form, then "run it again" (`againLabel`, with its icon)
 * and "Try More Tools" (home for guests, the dashboard for users).
 */
export function ToolResultFooter({
  toolId,
  againLabel,
  againIcon,
  onAgain,
}: {
  toolId: ToolId;
  againLabel: string;
  againIcon: ReactNode;
  onAgain: () => void;
}) {
  const t = useT('tools');
  const isGuest = !useMe().data;
  return (
    <>
      <RatingForm toolId={toolId} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onAgain}>
          {againIcon}
          {againLabel}
        </Button>
        <Link to={isGuest ? '/' : '/dashboard'} className={buttonClasses('outline', 'lg')}>
          {t('footer.tryMore')}
        </Link>
      </div>
    </>
  );
}

/** A markdown report (Pitch Lab, Sales Coach) in its card. */
export function MarkdownReport({ children }: { children: string }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <Markdown>{children}</Markdown>
      </CardContent>
    </Card>
  );
}

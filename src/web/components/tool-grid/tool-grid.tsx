import { memo } from 'react';
import { TOOLS } from '@shared/tools';
import { ToolCard } from './tool-card.tsx';
import { useToolRatings } from './use-tool-ratings.ts';

/** Memoised: the dashboard re-renders when the profile arrives or credits change, the grid need not. */
export const ToolGrid = memo(function ToolGrid({ locked = false }: { locked?: boolean }) {
  const ratings = useToolRatings();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TOOLS.map((tool) => (
        <ToolCard
          key={tool.id}
          tool={tool}
          locked={locked}
          rating={ratings.isPending ? undefined : (ratings.data?.find((r) => r.toolName === tool.name) ?? null)}
        />
      ))}
    </div>
  );
});

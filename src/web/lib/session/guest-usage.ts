import { currentToolId, type ToolId } from '@shared/tools';

// The spec's device entry: a mirror of the server's mark (components/tool-shell/use-guest-trial.ts
// decides with both), written and cleared only here.
const KEY = 'guest_tool_usage';

export interface GuestToolUsage {
  hasUsedFreeTrial: boolean;
  usedToolId: ToolId | null;
}

export function readGuestUsage(): GuestToolUsage {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return { hasUsedFreeTrial: false, usedToolId: null };
    const parsed = JSON.parse(raw) as Partial<GuestToolUsage>;
    return { hasUsedFreeTrial: parsed.hasUsedFreeTrial === true, usedToolId: (currentToolId(parsed.usedToolId) as ToolId | undefined) ?? null };
  } catch {
    return { hasUsedFreeTrial: false, usedToolId: null };
  }
}

export function markGuestTrialUsed(toolId: ToolId | null) {
  localStorage.setItem(KEY, JSON.stringify({ hasUsedFreeTrial: true, usedToolId: toolId }));
}

export function clearGuestUsage() {
  localStorage.removeItem(KEY);
}

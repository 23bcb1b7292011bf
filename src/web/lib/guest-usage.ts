import type { ToolId } from '@shared/tools';

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
    return { hasUsedFreeTrial: parsed.hasUsedFreeTrial === true, usedToolId: (parsed.usedToolId as ToolId) ?? null };
  } catch {
    return { hasUsedFreeTrial: false, usedToolId: null };
  }
}

export function markGuestTrialUsed(toolId: ToolId) {
  localStorage.setItem(KEY, JSON.stringify({ hasUsedFreeTrial: true, usedToolId: toolId }));
}

export function clearGuestUsage() {
  localStorage.removeItem(KEY);
}

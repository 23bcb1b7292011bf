export const TOOL_IDS = ['tool-1', 'tool-2', 'tool-3', 'tool-4'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface ToolInfo {
  id: ToolId;
  /** Stored in tool_usage_logs.tool_name and tool_ratings.tool_name. */
  name: string;
  description: string;
  /** Credits a signed-in run costs (the Pipeline Math Calculator runs in the browser, free). */
  cost: 0 | 1;
}

export const TOOLS: readonly ToolInfo[] = [
  { id: 'tool-1', name: 'The Pitch Lab', description: 'Record a 60-second spoken pitch and get AI coaching feedback.', cost: 1 },
  { id: 'tool-2', name: 'AI Sales Coach', description: 'Role-play a sales call with an AI prospect, then get a performance report.', cost: 1 },
  { id: 'tool-3', name: 'Commission Calculator', description: 'Get a simple, affordable commission structure for your team.', cost: 1 },
  { id: 'tool-4', name: 'Pipeline Math Calculator', description: 'Check whether your lead volume is enough to reach your revenue target.', cost: 0 },
];

export const TOOL_NAMES = TOOLS.map((t) => t.name) as [string, ...string[]];

export function getTool(id: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.id === id);
}

export function getToolByName(name: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.name === name);
}

// Answers of the tools API (src/shared/contracts/tools.ts, which also holds its request schemas:
// this module is on the landing page and stays free of zod).

export interface ToolTrialResponse {
  ok: true;
  /** True when the caller is a guest and this claimed the device's free trial. */
  guest: boolean;
}

/** One completed run of a tool by the signed-in user (newest first); `data` is the tool's own record, e.g. PitchRunData. */
export interface ToolRunDto {
  id: string;
  createdAt: string;
  data: unknown;
  result: string | null;
}

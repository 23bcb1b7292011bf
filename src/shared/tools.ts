import type { WalletDto } from './api-types.ts';

/** A tool's one name in code, database and API (docs/decisions/024-one-name-per-feature.md). */
export const TOOL_IDS = ['pitch-lab', 'sales-coach', 'commission', 'pipeline'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** The ids before issue 28: the API still accepts them for a while (src/shared/tool-id-schema.ts). */
const LEGACY_TOOL_IDS: Readonly<Record<string, ToolId>> = { 'tool-1': 'pitch-lab', 'tool-2': 'sales-coach', 'tool-3': 'commission', 'tool-4': 'pipeline' };

/** `value` with an old id (`tool-1`…`tool-4`) replaced by its slug; anything else unchanged. */
export function currentToolId(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(LEGACY_TOOL_IDS, value) ? LEGACY_TOOL_IDS[value] : value;
}

export interface ToolInfo {
  id: ToolId;
  /** The page's URL: spec.md names it (/tools/tool-1…4), so it keeps the old number, not the id. */
  path: `/tools/${string}`;
  /** Stored in tool_usage_logs.tool_name and tool_ratings.tool_name. */
  name: string;
  description: string;
  /** Credits a signed-in run costs (the Pipeline Math Calculator runs in the browser, free). */
  cost: 0 | 1;
}

export const TOOLS: readonly ToolInfo[] = [
  { id: 'pitch-lab', path: '/tools/tool-1', name: 'The Pitch Lab', description: 'Record a 60-second spoken pitch and get AI coaching feedback.', cost: 1 },
  {
    id: 'sales-coach',
    path: '/tools/tool-2',
    name: 'AI Sales Coach',
    description: 'Role-play a sales call with an AI prospect, then get a performance report.',
    cost: 1,
  },
  {
    id: 'commission',
    path: '/tools/tool-3',
    name: 'Commission Calculator',
    description: 'Get a simple, affordable commission structure for your team.',
    cost: 1,
  },
  {
    id: 'pipeline',
    path: '/tools/tool-4',
    name: 'Pipeline Math Calculator',
    description: 'Check whether your lead volume is enough to reach your revenue target.',
    cost: 0,
  },
];

export function getTool(id: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.id === id);
}

/** The page of a tool (`/tools/tool-N`, as spec.md names it; not its id). */
export function toolPath(id: ToolId): ToolInfo['path'] {
  return getTool(id)!.path;
}

export function getToolByName(name: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.name === name);
}

// Answers of the tools API (src/shared/contracts/tools.ts, which also holds its request schemas:
// this module is on the landing page and stays free of zod).

export interface ToolTrialResponse extends ToolRunAnswer {
  ok: true;
  /** True when the caller is a guest and this claimed the device's free trial. */
  guest: boolean;
}

/**
 * What every tool run's answer carries besides its result: the caller's balance after the run (null
 * for a guest), so the web shows it without asking again (src/web/components/tool-shell/use-tool-run.ts).
 */
export interface ToolRunAnswer {
  wallet: WalletDto | null;
}

/** GET /api/tools/trial: whether this device has used the guest trial (its signed cookie), and on which tool. */
export interface GuestTrialState {
  used: boolean;
  toolId: ToolId | null;
}

/** One completed run of a tool by the signed-in user (newest first); `data` is the tool's own record, e.g. PitchRunData. */
export interface ToolRunDto {
  id: string;
  createdAt: string;
  data: unknown;
  result: string | null;
}

// What the database benchmarks (bench-admin.ts, bench-team.ts) share: a plan node of
// `EXPLAIN (ANALYZE, FORMAT JSON)`, what ran in it, and percentiles of timings.

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** `p`th percentile of ascending `sorted` timings (nearest rank). */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Index names and scan types of the plan nodes that ran (a gated-off branch never executes). */
export function describePlan(node: PlanNode, out: { steps: string[]; seqScans: string[] } = { steps: [], seqScans: [] }) {
  if (node['Actual Loops'] === 0) return out;
  if (node['Index Name']) out.steps.push(`${node['Node Type']} \`${node['Index Name']}\``);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.seqScans.push(node['Relation Name']);
  for (const child of node.Plans ?? []) describePlan(child, out);
  return out;
}

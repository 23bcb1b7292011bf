// Apart from reports.ts on purpose: the Pitch Lab page shows past scores' tiers, and reports.ts builds
// zod schemas, which would load zod into the recording flow (issue 30).

/** Proficiency tiers used by role-play coaches (90+ / 75–89 / 50–74 / below 50). */
export function scoreTier(overallScore: number): 'Excellent' | 'Proficient' | 'Developing' | 'Needs work' {
  if (overallScore >= 90) return 'Excellent';
  if (overallScore >= 75) return 'Proficient';
  if (overallScore >= 50) return 'Developing';
  return 'Needs work';
}

/** PostgreSQL's unique_violation (23505), on the error or the driver error it wraps. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

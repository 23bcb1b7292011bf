import type { Deps } from '../../deps.ts';
import { newsletterSignups } from '../../db/schema/index.ts';

/** Keeps the address on the newsletter without an account (a second skip changes nothing). */
export async function skipNewsletterSignup(deps: Pick<Deps, 'db'>, input: { email: string }) {
  await deps.db.insert(newsletterSignups).values({ email: input.email, completedSignup: false }).onConflictDoNothing();
}

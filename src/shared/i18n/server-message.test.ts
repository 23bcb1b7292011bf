import { describe, expect, it } from 'vitest';
import serverEnglish from './messages/server/en.json';
import { msg, readMessageRef } from './server-message.ts';
import { signupSchema } from '../auth-schemas.ts';
import { commissionInputSchema } from '../commission.ts';
import { pitchTextInputSchema } from '../pitch-lab.ts';
import { ratingInputSchema } from '../ratings.ts';
import { createAssignmentSchema } from '../assignments.ts';

const ids = new Set(Object.keys(serverEnglish));

describe('schema messages are catalog ids', () => {
  it('carry their values after the id, and come back as they went', () => {
    expect(msg('auth.fullNameRequired')).toBe('auth.fullNameRequired');
    expect(readMessageRef(msg('pitch.textTooShort', { min: 20 }))).toEqual({ id: 'pitch.textTooShort', values: { min: '20' } });
    expect(readMessageRef(msg('commission.unknownField', { fields: '"a", "b"' }))).toEqual({ id: 'commission.unknownField', values: { fields: '"a", "b"' } });
    // zod's own English (a wrong type) is not a reference.
    expect(readMessageRef('Invalid input: expected string, received number')).toBeNull();
  });

  it('what the shared schemas say about typed input is in the server catalog', () => {
    const issues = [
      signupSchema.safeParse({ fullName: '', companyName: '', country: '', email: 'no', password: 'x', confirmPassword: 'y', acceptTerms: false }),
      signupSchema.safeParse({
        fullName: 'A',
        companyName: 'B',
        country: 'SN',
        email: 'a@b.co',
        password: 'x'.repeat(200),
        confirmPassword: 'y',
        acceptTerms: true,
      }),
      commissionInputSchema.safeParse({ role: 'Wizard', arpu: 1e9, grossMargin: 1.5, bonus: 1 }),
      pitchTextInputSchema.safeParse({ transcript: 'short', durationSeconds: 1000 }),
      ratingInputSchema.safeParse({ toolId: 'nope', rating: 9, comment: 'x'.repeat(600) }),
      createAssignmentSchema.safeParse({ tool: 'pitch-lab', assignees: [], dueAt: '2000-01-01T00:00:00Z' }),
    ].flatMap((result) => result.error?.issues ?? []);
    expect(issues.length).toBeGreaterThan(15);
    const unknown = issues.filter((issue) => !ids.has(readMessageRef(issue.message)?.id ?? '')).map((issue) => issue.message);
    expect(unknown).toEqual([]);
  });
});

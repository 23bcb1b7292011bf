// Assigned practice and team progress (issue 18, items 3 and 4): a manager assigns, members see it
// and start it, their runs count for it with their score, and managers read progress and reports.
import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { organizationMembers, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { AssignmentDto, MyAssignmentDto, TeamProgressResponse } from '../../src/shared/assignments.ts';
import type { ToolRunDto } from '../../src/shared/tools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';
const SETUP = {
  product: 'Solar lanterns for market stalls',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const json = async <T>(response: Response) => (await response.json()) as T;

/** An account invited into `owner`'s team through the mailed link. */
async function join(owner: { cookie: string }, role: 'member' | 'manager' = 'member') {
  const email = uniqueEmail('teammate');
  const invited = await t.request('/api/team/invitations', { method: 'POST', cookie: owner.cookie, json: { email, role } });
  expect(invited.status).toBe(201);
  const mail = t.mail.filter((m) => m.to === email).at(-1)!;
  const token = /\/invite\/([\w-]{43})/.exec(mail.text)![1]!;
  const password = 'a-long-team-password';
  const signup = await t.request('/api/invitations/signup', {
    method: 'POST',
    json: { token, fullName: `Teammate ${email.slice(0, 12)}`, password, confirmPassword: password, acceptTerms: true },
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = await json<{ user: { id: string } }>(signup);
  return { cookie, userId: user.id, email };
}

async function team() {
  const owner = await t.signUp({ fullName: 'Owner Wanjiru' });
  await t.markEmailVerified(owner.userId);
  await setWallet(t.deps.db, owner.userId, { credits: 20 });
  const alice = await join(owner);
  const bob = await join(owner);
  return { owner, alice, bob };
}

describe('assigned practice', () => {
  it('a manager assigns a call to one member: only they see it, start it with its setup, and the manager sees their score', async () => {
    const { owner, alice, bob } = await team();
    const created = await t.request('/api/team/assignments', {
      method: 'POST',
      cookie: owner.cookie,
      json: { tool: 'sales-coach', setup: SETUP, assignees: [alice.userId], dueAt: new Date(Date.now() + 3 * 86400_000).toISOString() },
    });
    expect(created.status).toBe(201);
    const { assignment } = await json<{ assignment: AssignmentDto }>(created);
    expect(assignment.assignees.map((a) => a.userId)).toEqual([alice.userId]);
    expect(t.mail.filter((m) => m.to === alice.email).at(-1)!.subject).toContain('assigned you practice');

    const aliceSees = await json<{ assignments: MyAssignmentDto[] }>(await t.request('/api/me/assignments', { cookie: alice.cookie }));
    expect(aliceSees.assignments).toEqual([expect.objectContaining({ id: assignment.id, tool: 'sales-coach', done: false, setup: SETUP })]);
    const bobSees = await json<{ assignments: MyAssignmentDto[] }>(await t.request('/api/me/assignments', { cookie: bob.cookie }));
    expect(bobSees.assignments).toEqual([]);

    // Bob cannot run Alice's assignment; Alice's call plays the assignment's scenario whatever she sends.
    const refused = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: bob.cookie, json: { assignmentId: assignment.id } });
    expect(refused.status).toBe(404);
    const started = await t.request('/api/sales-coach/sessions', {
      method: 'POST',
      cookie: alice.cookie,
      json: { assignmentId: assignment.id, setup: { ...SETUP, product: 'Something else entirely' } },
    });
    expect(started.status).toBe(201);
    const { sessionId } = await json<{ sessionId: string }>(started);
    await t.request(`/api/sales-coach/sessions/${sessionId}/turns`, {
      method: 'POST',
      cookie: alice.cookie,
      json: {
        text: 'Hello, this is Alice from Taa Solar. I help market traders light their stalls for less than paraffin costs. What do you spend on light each week?',
      },
    });
    const analyzed = await t.request(`/api/sales-coach/sessions/${sessionId}/analyze`, { method: 'POST', cookie: alice.cookie, json: {} });
    expect(analyzed.status).toBe(200);
    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, alice.userId));
    expect(log).toMatchObject({ assignmentId: assignment.id, status: 'completed', chargedOrganizationId: (await walletOf(t.deps.db, owner.userId)).id });
    expect((log!.data as { setup: { product: string } }).setup.product).toBe(SETUP.product);

    const list = await json<{ assignments: AssignmentDto[] }>(await t.request('/api/team/assignments', { cookie: owner.cookie }));
    const status = list.assignments.find((a) => a.id === assignment.id)!.assignees[0]!;
    expect(status).toMatchObject({ userId: alice.userId, done: true, score: expect.any(Number) });
    const after = await json<{ assignments: MyAssignmentDto[] }>(await t.request('/api/me/assignments', { cookie: alice.cookie }));
    expect(after.assignments[0]).toMatchObject({ done: true, score: status.score });
  });

  it('a whole-team pitch exercise reaches everyone but its author; a typed pitch completes it', async () => {
    const { owner, alice, bob } = await team();
    const { assignment } = await json<{ assignment: AssignmentDto }>(
      await t.request('/api/team/assignments', {
        method: 'POST',
        cookie: owner.cookie,
        json: { tool: 'pitch-lab', brief: 'Pitch the lanterns to a hotel manager in 60 seconds', assignees: 'team' },
      }),
    );
    expect(assignment.assignees.map((a) => a.userId).sort()).toEqual([alice.userId, bob.userId].sort());
    expect((await json<{ assignments: MyAssignmentDto[] }>(await t.request('/api/me/assignments', { cookie: owner.cookie }))).assignments).toEqual([]);

    // The wrong tool for the assignment is refused before anything is spent.
    const wrong = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: bob.cookie, json: { assignmentId: assignment.id, setup: SETUP } });
    expect(wrong.status).toBe(400);
    const done = await t.request('/api/pitch-lab/analyze-text', {
      method: 'POST',
      cookie: bob.cookie,
      json: { transcript: PITCH, assignmentId: assignment.id },
    });
    expect(done.status).toBe(200);
    const list = await json<{ assignments: AssignmentDto[] }>(await t.request('/api/team/assignments', { cookie: owner.cookie }));
    const assignees = list.assignments.find((a) => a.id === assignment.id)!.assignees;
    expect(assignees.find((a) => a.userId === bob.userId)).toMatchObject({ done: true, score: expect.any(Number) });
    expect(assignees.find((a) => a.userId === alice.userId)).toMatchObject({ done: false, score: null });
  });

  it('an assignment done without a score says why, and takes the same person’s later scored attempt, never a teammate’s', async () => {
    const { owner, alice, bob } = await team();
    const assign = async (body: object) =>
      (await json<{ assignment: AssignmentDto }>(await t.request('/api/team/assignments', { method: 'POST', cookie: owner.cookie, json: body }))).assignment;
    const pitchAssignment = await assign({ tool: 'pitch-lab', brief: 'Pitch the lanterns to a hotel manager', assignees: 'team' });
    const callAssignment = await assign({ tool: 'sales-coach', setup: SETUP, assignees: [alice.userId] });
    // Runs as the tools log them; a report that judged nothing carries metrics.limited and so no score.
    const log = (userId: string, toolName: string, secondsAgo: number, data: object, assignmentId: string | null = null) =>
      t.deps.db.insert(toolUsageLogs).values({ userId, toolName, assignmentId, data, result: '# Report', createdAt: new Date(Date.now() - secondsAgo * 1000) });
    const unjudged = { report: { overallScore: 0, metrics: { limited: { spokenLanguage: 'en', wordLists: true, tooLittleSpeech: true } } } };
    const scored = (score: number, setup?: object) => ({ setup, report: { overallScore: score, metrics: {} } });
    await log(alice.userId, 'The Pitch Lab', 600, unjudged, pitchAssignment.id);
    await log(
      alice.userId,
      'AI Sales Coach',
      600,
      { setup: SETUP, report: { overallScore: 0, metrics: { limited: { spokenLanguage: 'sw', questionsCounted: false } } } },
      callAssignment.id,
    );
    const mine = async (cookie: string) => (await json<{ assignments: MyAssignmentDto[] }>(await t.request('/api/me/assignments', { cookie }))).assignments;
    const byId = (list: MyAssignmentDto[], id: string) => list.find((a) => a.id === id)!;

    let list = await mine(alice.cookie);
    expect(byId(list, pitchAssignment.id)).toMatchObject({ done: true, score: null, scoredLater: false, unscoredReason: 'too_little_speech' });
    expect(byId(list, callAssignment.id)).toMatchObject({ done: true, score: null, scoredLater: false, unscoredReason: 'language' });

    // Not hers, another tool, before the first run, another scenario: none of these is her later attempt.
    await log(bob.userId, 'The Pitch Lab', 300, scored(90));
    await log(alice.userId, 'Commission Calculator', 300, scored(80));
    await log(alice.userId, 'The Pitch Lab', 900, scored(70));
    await log(alice.userId, 'AI Sales Coach', 300, scored(75, { ...SETUP, scenario: 'Channel Partner' }));
    list = await mine(alice.cookie);
    expect(byId(list, pitchAssignment.id)).toMatchObject({ score: null, scoredLater: false });
    expect(byId(list, callAssignment.id)).toMatchObject({ score: null, scoredLater: false });

    // Her own later pitch (run on its own, through the API) and the same call again with another product.
    expect((await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: alice.cookie, json: { transcript: PITCH } })).status).toBe(200);
    const [latestPitch] = await t.deps.db
      .select({ score: toolUsageLogs.score })
      .from(toolUsageLogs)
      .where(eq(toolUsageLogs.userId, alice.userId))
      .orderBy(desc(toolUsageLogs.createdAt))
      .limit(1);
    expect(latestPitch!.score).toEqual(expect.any(Number));
    await log(alice.userId, 'AI Sales Coach', 100, scored(64, { ...SETUP, product: 'Lanterns again' }));
    list = await mine(alice.cookie);
    expect(byId(list, pitchAssignment.id)).toMatchObject({ done: true, score: latestPitch!.score, scoredLater: true, unscoredReason: null });
    expect(byId(list, callAssignment.id)).toMatchObject({ done: true, score: 64, scoredLater: true, unscoredReason: null });

    // The team's list says the same; Bob never did the pitch assignment, and his own pitch is not linked to it.
    const teamList = await json<{ assignments: AssignmentDto[] }>(await t.request('/api/team/assignments', { cookie: owner.cookie }));
    const assignees = teamList.assignments.find((a) => a.id === pitchAssignment.id)!.assignees;
    expect(assignees.find((a) => a.userId === alice.userId)).toMatchObject({ done: true, score: latestPitch!.score, scoredLater: true });
    expect(assignees.find((a) => a.userId === bob.userId)).toMatchObject({ done: false, score: null, scoredLater: false });
  });

  it('refuses bad assignments: no setup, people outside the team, a past due date, and members assigning', async () => {
    const { owner, alice } = await team();
    const outsider = await t.signUp();
    const post = (cookie: string, body: unknown) => t.request('/api/team/assignments', { method: 'POST', cookie, json: body });
    expect((await post(owner.cookie, { tool: 'sales-coach', assignees: 'team' })).status).toBe(400);
    expect((await post(owner.cookie, { tool: 'pitch-lab', brief: 'x', assignees: [outsider.userId] })).status).toBe(400);
    expect((await post(owner.cookie, { tool: 'pitch-lab', brief: 'x', assignees: [], dueAt: null })).status).toBe(400);
    expect((await post(owner.cookie, { tool: 'pitch-lab', brief: 'x', assignees: 'team', dueAt: '2020-01-01T00:00:00Z' })).status).toBe(400);
    expect((await post(alice.cookie, { tool: 'pitch-lab', brief: 'x', assignees: 'team' })).status).toBe(403);
    expect((await t.request('/api/team/assignments', { cookie: alice.cookie })).status).toBe(403);
  });
});

describe('team progress', () => {
  it('shows runs, first, latest and best scores and the change per member; managers read members’ reports, members do not', async () => {
    const { owner, alice, bob } = await team();
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/api/pitch-lab/analyze-text', {
        method: 'POST',
        cookie: alice.cookie,
        json: { transcript: i === 0 ? PITCH.slice(0, 120) : PITCH },
      });
      expect(res.status).toBe(200);
    }
    const progressResponse = await t.request('/api/team/progress', { cookie: owner.cookie });
    const progress = await json<TeamProgressResponse>(progressResponse);
    expect(progressResponse.status, JSON.stringify(progress)).toBe(200);
    const row = progress.members.find((m) => m.userId === alice.userId)!;
    expect(row.runs).toBe(2);
    const pitch = row.tools['pitch-lab'];
    expect(pitch.runs).toBe(2);
    expect(pitch.scores).toHaveLength(2);
    expect(pitch.first).toBe(pitch.scores[0]);
    expect(pitch.latest).toBe(pitch.scores[1]);
    expect(pitch.best).toBe(Math.max(...pitch.scores));
    expect(pitch.change).toBe(pitch.scores[1]! - pitch.scores[0]!);
    expect(progress.members.find((m) => m.userId === bob.userId)).toMatchObject({ runs: 0, tools: { 'pitch-lab': { runs: 0, latest: null } } });

    const reports = await json<ToolRunDto[]>(await t.request(`/api/team/members/${alice.userId}/runs?toolId=pitch-lab`, { cookie: owner.cookie }));
    expect(reports).toHaveLength(2);
    expect(reports[0]!.result).toContain('#');
    // A member reads neither progress nor a teammate's reports; nobody reads another team's.
    expect((await t.request('/api/team/progress', { cookie: bob.cookie })).status).toBe(403);
    expect((await t.request(`/api/team/members/${alice.userId}/runs?toolId=pitch-lab`, { cookie: bob.cookie })).status).toBe(403);
    const stranger = await t.signUp();
    expect((await t.request(`/api/team/members/${alice.userId}/runs?toolId=pitch-lab`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it('managers see only what a member practised in this team: runs from before they joined stay theirs', async () => {
    const { owner, alice } = await team();
    const pitch = () => t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: alice.cookie, json: { transcript: PITCH } });
    expect((await pitch()).status).toBe(200);
    // As if she had practised alone (or in another team) before this membership began.
    await t.deps.db
      .update(organizationMembers)
      .set({ joinedAt: new Date(Date.now() + 1000) })
      .where(eq(organizationMembers.userId, alice.userId));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await pitch()).status).toBe(200);

    const progress = await json<TeamProgressResponse>(await t.request('/api/team/progress', { cookie: owner.cookie }));
    expect(progress.members.find((m) => m.userId === alice.userId)).toMatchObject({ runs: 1, tools: { 'pitch-lab': { runs: 1 } } });
    const reports = await json<ToolRunDto[]>(await t.request(`/api/team/members/${alice.userId}/runs?toolId=pitch-lab`, { cookie: owner.cookie }));
    expect(reports).toHaveLength(1);
    // Her own history still has both.
    expect(await json<ToolRunDto[]>(await t.request('/api/me/runs?toolId=pitch-lab', { cookie: alice.cookie }))).toHaveLength(2);
  });
});

// Tool ids are slugs (docs/decisions/024): the API still takes the old ids (tool-1…tool-4) for a while,
// and answers, stored rows and OpenAPI name only the slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { setWallet } from '../helpers/wallet.ts';
import { practiceAssignments, toolRatings } from '../../src/server/db/schema/index.ts';
import type { AssignmentDto } from '../../src/shared/assignments.ts';
import { TOOL_IDS } from '../../src/shared/tools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface OpenApiParameter {
  name: string;
  in: string;
  schema: { enum?: string[] };
}
type OpenApiDoc = { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> };

describe('old tool ids', () => {
  it('are read as their slugs by the trial, ratings and run history', async () => {
    const { cookie, userId } = await t.signUp();
    expect((await t.request('/api/tools/tool-4/trial', { method: 'POST', json: {}, cookie })).status).toBe(200);
    expect((await t.request('/api/tools/tool-1/trial', { method: 'POST', json: {}, cookie })).status).toBe(400);
    expect((await t.request('/api/ratings', { method: 'POST', cookie, json: { toolId: 'tool-3', rating: 4 } })).status).toBe(201);
    const [rating] = await t.deps.db.select().from(toolRatings).where(eq(toolRatings.userId, userId));
    expect(rating!.toolName).toBe('Commission Calculator');
    expect((await t.request('/api/me/runs?toolId=tool-1', { cookie })).status).toBe(200);
    expect((await t.request('/api/me/runs?toolId=tool-5', { cookie })).status).toBe(400);
  });

  it('assign practice under its slug', async () => {
    const owner = await t.signUp();
    await t.markEmailVerified(owner.userId);
    await setWallet(t.deps.db, owner.userId, { credits: 5 });
    const created = await t.request('/api/team/assignments', {
      method: 'POST',
      cookie: owner.cookie,
      json: { tool: 'tool-1', brief: 'Pitch the lanterns', assignees: 'team' },
    });
    expect(created.status).toBe(201);
    const { assignment } = (await created.json()) as { assignment: AssignmentDto };
    expect(assignment.tool).toBe('pitch-lab');
    const [row] = await t.deps.db.select().from(practiceAssignments).where(eq(practiceAssignments.id, assignment.id));
    expect(row!.tool).toBe('pitch-lab');
  });

  it('are not in the OpenAPI document: it lists the slugs', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;
    const toolIdOf = (path: string, method: string) => doc.paths[path]![method]!.parameters!.find((p) => p.name === 'toolId')!.schema.enum;
    expect(toolIdOf('/api/tools/{toolId}/trial', 'post')).toEqual([...TOOL_IDS]);
    expect(toolIdOf('/api/me/runs', 'get')).toEqual([...TOOL_IDS]);
  });
});

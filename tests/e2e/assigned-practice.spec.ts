// Assigned practice in Chromium (issue 18, item 3): an owner assigns a Pitch Lab exercise to the team,
// the member finds it under "Assigned to you" on the dashboard, starts it with one click, types the
// pitch, and the dashboard then shows it done with its score. The team is set up through the API (the
// Team page's own flows are tested with it); what the member does goes through the pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { baseUrl, latestMailTo, launchBrowser, newPage, signUp, uniqueEmail, verifyEmail } from './fixtures.ts';
import { audit, expectNone, type Violation } from './axe.ts';

const BRIEF = 'Pitch StockSense to a supermarket buyer in Mombasa: one minute, end with a clear ask.';
const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';

const SETUP = {
  product: 'Solar lanterns for market stalls, 1,500 shillings each',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

/** A JSON POST from a browser context (its cookies; the origin header the server's CSRF check wants). */
async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { origin: baseUrl() } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

const shots = process.env.ASSIGNED_PRACTICE_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** An owner with a member who joined through the mailed invitation link; the member's pages are 360 px wide. */
async function teamOfTwo() {
  const owner = await newPage(browser);
  const ownerUser = await signUp(owner.page, { fullName: 'Wanjiru Owner', companyName: 'Pwani Retail' });
  await verifyEmail(owner.page, ownerUser.email);
  const memberEmail = uniqueEmail('member');
  await post(owner.page.request, '/api/team/invitations', { email: memberEmail, role: 'member' });
  const token = /\/invite\/([\w-]{43})/.exec((await latestMailTo(memberEmail)).text)?.[1];
  expect(token).toBeTruthy();
  const member = await newPage(browser, { viewport: { width: 360, height: 780 } });
  const password = 'member-pass-2026';
  const signedUp = (await post(member.context.request, '/api/invitations/signup', {
    token,
    fullName: 'Baraka Member',
    password,
    confirmPassword: password,
    acceptTerms: true,
  })) as { user: { id: string } };
  return { owner, ownerUser, member, memberEmail, memberId: signedUp.user.id };
}

/** Waits for a mail to `to` with this subject (mails leave through the outbox, a moment after the call). */
async function mailWithSubject(to: string, subject: string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const mail = await latestMailTo(to);
    if (mail.subject === subject) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail "${subject}" to ${to} (latest: "${mail.subject}")`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const violations: Violation[] = [];
/** axe at phone and desktop widths (serious and critical violations fail at the end), then back to the 360 px phone. */
async function a11y(page: Page, screen: string) {
  await audit(page, screen, violations);
  await page.setViewportSize({ width: 360, height: 780 });
}

const noHorizontalScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** The page's own view of the list (so a negative check waits for the answer, not for a timeout). */
const assignmentsLoaded = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/assignments' && r.ok());

describe('assigned practice', () => {
  it('a member starts an assigned pitch from the dashboard, types it, and sees it done with its score', async () => {
    // The owner invites a member, who signs up through the mailed link (the invitation page's API).
    const { owner, ownerUser, member, memberEmail } = await teamOfTwo();

    // Before anything is assigned, the member's dashboard is the solo one.
    const before = assignmentsLoaded(member.page);
    await member.page.goto('/dashboard');
    await member.page.getByRole('heading', { name: 'Welcome back, Baraka Member!' }).waitFor();
    await before;
    expect(await member.page.getByRole('heading', { name: 'Assigned to you' }).count()).toBe(0);

    const dueAt = new Date(Date.now() + 3 * 86_400_000);
    await post(owner.page.request, '/api/team/assignments', { tool: 'pitch-lab', brief: BRIEF, assignees: 'team', dueAt: dueAt.toISOString() });
    // The member is told by mail, in their language.
    await mailWithSubject(memberEmail, 'Wanjiru Owner assigned you practice: The Pitch Lab');

    await member.page.reload();
    const section = member.page.getByRole('region', { name: 'Assigned to you' });
    await section.waitFor();
    // Above the tools.
    const headings = await member.page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Assigned to you')).toBeLessThan(headings.indexOf('Your tools'));
    await section.getByRole('heading', { name: 'The Pitch Lab' }).waitFor();
    await section.getByText(BRIEF).waitFor();
    await section.getByText('Assigned by Wanjiru Owner').waitFor();
    const due = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(dueAt);
    await section.getByText(`Due ${due}`).waitFor();
    await noHorizontalScroll(member.page);
    await shot(member.page, 'dashboard-pitch');
    await a11y(member.page, 'dashboard, a pitch assigned');

    // One click anywhere on the card (here its brief) opens the tool with the assignment ready.
    await section.getByRole('link', { name: 'Start: The Pitch Lab' }).waitFor();
    // A person's click on the text (Playwright's own click refuses: the card's link lies over it, as intended).
    const brief = (await section.getByText(BRIEF).boundingBox())!;
    await member.page.mouse.click(brief.x + brief.width / 2, brief.y + brief.height / 2);
    await member.page.waitForURL('**/tools/tool-1?assignment=*');
    await member.page.getByRole('note').getByText(`Assigned by Wanjiru Owner: ${BRIEF}`).waitFor();
    await a11y(member.page, 'Pitch Lab, assigned');
    const typeInstead = member.page.getByRole('button', { name: 'Type your pitch instead' });
    // Without a speech engine on this machine the page opens on the typed form already.
    await Promise.race([typeInstead.waitFor(), member.page.getByLabel('Your pitch').waitFor()]);
    if (await typeInstead.isVisible()) await typeInstead.click();
    await member.page.getByLabel('Your pitch').fill(PITCH);
    const analyzed = member.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/pitch-lab/analyze-text');
    await member.page.getByRole('button', { name: 'Analyze My Pitch' }).click();
    expect((await analyzed).postDataJSON()).toMatchObject({ transcript: PITCH, assignmentId: expect.any(String) });
    await member.page.getByRole('heading', { name: 'Pitch Lab report' }).waitFor({ timeout: 30_000 });
    await member.page.getByText("Counts for your assignment. Your team's managers see your score.").waitFor();
    await noHorizontalScroll(member.page);

    // Back on the dashboard: done, with its score; it can be practised again.
    await member.page.getByRole('link', { name: 'Dashboard' }).click();
    await member.page.waitForURL('**/dashboard');
    await section.getByText(/^Done · \d{1,3}\/100$/).waitFor();
    await section.getByRole('link', { name: 'Practice again: The Pitch Lab' }).waitFor();
    await shot(member.page, 'dashboard-done');
    await a11y(member.page, 'dashboard, assignment done');

    // The owner (who assigned it) has nothing assigned, and sees the member's score.
    const ownerList = assignmentsLoaded(owner.page);
    await owner.page.goto('/dashboard');
    await ownerList;
    await owner.page.getByRole('heading', { name: `Welcome back, ${ownerUser.fullName}!` }).waitFor();
    expect(await owner.page.getByRole('heading', { name: 'Assigned to you' }).count()).toBe(0);
    const team = (await (await owner.page.request.get('/api/team/assignments')).json()) as {
      assignments: { brief: string; assignees: { fullName: string; done: boolean; score: number | null }[] }[];
    };
    const shown = Number(/(\d+)\/100/.exec((await section.getByText(/^Done · /).textContent()) ?? '')?.[1]);
    expect(team.assignments.find((a) => a.brief === BRIEF)?.assignees).toEqual([
      expect.objectContaining({ fullName: 'Baraka Member', done: true, score: shown }),
    ]);

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });

  it('a call assigned to one member opens with its setup fixed, and counts for the assignment', async () => {
    const { owner, member, memberId } = await teamOfTwo();
    await post(owner.page.request, '/api/team/assignments', { tool: 'sales-coach', setup: SETUP, assignees: [memberId] });

    await member.page.goto('/dashboard');
    const section = member.page.getByRole('region', { name: 'Assigned to you' });
    await section.getByRole('heading', { name: 'AI Sales Coach' }).waitFor();
    await section.getByText(SETUP.product).waitFor();
    await section.getByText('Medium (Skeptical Buyer)').waitFor();
    await noHorizontalScroll(member.page);
    await shot(member.page, 'dashboard-call');

    await section.getByRole('link', { name: 'Start: AI Sales Coach' }).click();
    await member.page.waitForURL('**/tools/tool-2?assignment=*');
    await member.page
      .getByRole('note')
      .getByText(`Assigned by Wanjiru Owner: ${SETUP.product} · B2B Customer · Price / Budget · Book a Demo/Meeting · Medium (Skeptical Buyer)`)
      .waitFor();
    // The form shows the assignment's answers and does not let them change.
    expect(await member.page.getByLabel('What are you selling?').inputValue()).toBe(SETUP.product);
    expect(await member.page.getByLabel('What are you selling?').getAttribute('readonly')).not.toBeNull();
    expect(await member.page.getByLabel('B2B Customer').isChecked()).toBe(true);
    expect(await member.page.getByLabel('B2C Consumer').isDisabled()).toBe(true);
    await noHorizontalScroll(member.page);
    await shot(member.page, 'sales-coach-setup');
    await a11y(member.page, 'Sales Coach, assigned setup');

    const started = member.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sales-coach/sessions');
    await member.page.getByRole('button', { name: 'Start Simulation' }).click();
    expect((await started).postDataJSON()).toMatchObject({ setup: SETUP, assignmentId: expect.any(String) });
    await member.page.getByLabel('Your reply').fill('Hello, this is Baraka from Taa Solar. What do you spend on paraffin for your stall each week?');
    await member.page.getByRole('button', { name: 'Send' }).click();
    await member.page.getByTestId('call-transcript').getByText('Prospect', { exact: true }).nth(1).waitFor();
    await member.page.getByRole('button', { name: 'End Call & Get Feedback' }).click();
    await member.page.getByText("Counts for your assignment. Your team's managers see your score.").waitFor({ timeout: 30_000 });
    await noHorizontalScroll(member.page);

    await member.page.getByRole('link', { name: 'Dashboard' }).click();
    // Scored, or saying why not ("Done — not scored: …", "Done, no score yet"): never a bare "Done".
    await section.getByText(/^Done( · \d{1,3}\/100|, no score yet| — not scored: .+)$/).waitFor();
    await section.getByRole('link', { name: 'Practice again: AI Sales Coach' }).waitFor();
    if (shots) {
      // For a look at the longer texts: the same dashboard in French and Swahili (the language picker's label changes with it).
      for (const [locale, heading] of [
        ['fr', 'Vos entraînements assignés'],
        ['sw', 'Mazoezi uliyopangiwa'],
      ]) {
        await member.page.getByRole('combobox').first().selectOption(locale!);
        await member.page.getByRole('heading', { name: heading }).waitFor();
        await noHorizontalScroll(member.page);
        await shot(member.page, `dashboard-done-${locale}`);
      }
    }
    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });

  it('has no serious accessibility violations on the screens above', () => {
    expectNone(violations);
  });
});

// Teams in Chromium (issue 18, "Done means"): an owner invites two people from the Team page; one signs
// up through the mailed link, the other (who already has an account) signs in from it and joins; both
// spend from the team's balance; the owner assigns a Sales Coach call through the form, the member
// completes it from their dashboard, and the owner sees the score, the progress and the report on the
// Team page; a removed member's open Team page loses the team at once and their next run is their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { adminCli, baseUrl, latestMailTo, launchBrowser, newPage, signUp, uniqueEmail, verificationLinkTo, verifyEmail } from './fixtures.ts';
import { audit, expectNone, type Violation } from './axe.ts';

const ORGANIZATION = 'Pwani Retail';
const PASSWORD = 'team-pass-2026';
const SETUP = {
  product: 'Solar lanterns for market stalls, 1,500 shillings each',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};
const COMMISSION_INPUTS = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'In Installments',
  employment: 'Base + Commission',
  arpu: 1200,
};
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

const shots = process.env.TEAM_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** A JSON call from a browser context (its cookies; the origin header the server's CSRF check wants). */
async function call(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const response = method === 'get' ? await request.get(path) : await request.post(path, { data, headers: { origin: baseUrl() } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** What the caller's wallet holds (their organization's: the team's for a member), as /api/me says. */
const credits = async (request: APIRequestContext) =>
  ((await call(request, 'get', '/api/me')) as { wallet: { availableCredits: number } }).wallet.availableCredits;

/** A paid run (the Commission Calculator, 1 credit) from the page's own session. */
const runCommission = (request: APIRequestContext) => call(request, 'post', '/api/commission/recommend', { inputs: COMMISSION_INPUTS });

const violations: Violation[] = [];
/** axe at 360 px and desktop widths (serious and critical violations fail at the end), then back to `size`. */
async function a11y(page: Page, screen: string, size: { width: number; height: number }) {
  await audit(page, screen, violations);
  await page.setViewportSize(size);
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

/** The invitation link mailed to `email`. */
async function invitationLink(email: string) {
  const mail = await latestMailTo(email);
  const link = /https?:\/\/\S+\/invite\/[\w-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname;
}

describe('teams', () => {
  it('an owner builds a team from the Team page, assigns a call, sees the score, and removes a member', async () => {
    // The owner signs up and tops up the team's wallet (what a bought credit pack does).
    const owner = await newPage(browser, { viewport: DESKTOP });
    const ownerUser = await signUp(owner.page, { fullName: 'Wanjiru Owner', companyName: ORGANIZATION });
    await adminCli('credits', ownerUser.email, '10');
    expect(await credits(owner.page.request)).toBe(12);

    // Baraka already has an account of his own (and its 2 credits), and is signed out.
    const existing = await newPage(browser, { viewport: PHONE });
    const barakaUser = await signUp(existing.page, { fullName: 'Baraka Existing', companyName: 'Baraka Stores' });
    await existing.context.clearCookies();
    const aminaEmail = uniqueEmail('amina');

    // Inviting needs a verified address: the Team page asks for it, mails the link, and the link
    // lands back on the Team page, which says so.
    await owner.page.goto('/team');
    const verify = owner.page.getByRole('region', { name: 'Verify your e-mail address' });
    await verify.waitFor();
    expect(await owner.page.getByRole('button', { name: 'Send invitation' }).isDisabled()).toBe(true);
    await verify.getByRole('button', { name: 'Send Verification Link' }).click();
    await verify.getByText(`We sent a link to ${ownerUser.email}.`).waitFor();
    await owner.page.goto(await verificationLinkTo(ownerUser.email));
    await owner.page.waitForURL('**/team');
    await owner.page.getByText('Your e-mail address is verified.').waitFor();
    expect(await verify.count()).toBe(0);

    // The owner invites both from the Team page's form.
    await owner.page.goto('/team');
    await owner.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    for (const email of [aminaEmail, barakaUser.email]) {
      await owner.page.getByLabel('E-mail address').fill(email);
      await owner.page.getByRole('button', { name: 'Send invitation' }).click();
      await owner.page.getByRole('region', { name: 'Open invitations' }).getByText(email).waitFor();
    }
    // Alone with invitations open: nothing to assign or follow yet.
    expect(await owner.page.getByRole('button', { name: 'Assign practice' }).count()).toBe(0);

    // Amina signs up through the mailed link.
    const amina = await newPage(browser, { viewport: PHONE });
    const aminaLink = await invitationLink(aminaEmail);
    await amina.page.goto(aminaLink);
    await amina.page.getByRole('button', { name: 'Create account and join' }).waitFor();
    await shot(amina.page, 'invite-signup');
    await a11y(amina.page, '/invite/<token> (sign up)', PHONE);
    await amina.page.getByLabel('Full Name').fill('Amina Member');
    await amina.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await amina.page.getByLabel('Confirm Password').fill(PASSWORD);
    await amina.page.getByLabel('I accept the terms and conditions').check();
    await amina.page.getByRole('button', { name: 'Create account and join' }).click();
    await amina.page.waitForURL('**/dashboard');

    // Baraka opens his link signed out, signs in from it, comes back to the invitation and joins.
    const barakaLink = await invitationLink(barakaUser.email);
    await existing.page.goto(barakaLink);
    await existing.page.getByRole('link', { name: 'Sign in to accept' }).waitFor();
    await shot(existing.page, 'invite-sign-in');
    await a11y(existing.page, '/invite/<token> (has an account)', PHONE);
    await existing.page.getByRole('link', { name: 'Sign in to accept' }).click();
    await existing.page.waitForURL('**/login?next=*');
    await existing.page.getByLabel('Email').fill(barakaUser.email);
    await existing.page.getByLabel('Password').fill(barakaUser.password);
    await existing.page.getByRole('button', { name: 'Sign In' }).click();
    await existing.page.waitForURL((url) => url.pathname === barakaLink);
    await existing.page.getByRole('button', { name: `Join ${ORGANIZATION}` }).click();
    await existing.page.waitForURL('**/dashboard');

    // Both spend from the team's balance: Amina on the calculator's page, Baraka from his session.
    await amina.page.goto('/tools/tool-3');
    expect(await amina.page.getByTestId('tool-credits').textContent()).toBe('12');
    for (const [question, answer] of Object.entries({
      'What behavior do you want to reward?': 'Sales',
      'Who is being paid?': 'Agent',
      'Who do you sell to?': 'B2B',
      'How do customers pay?': 'In Installments',
      'How is this person employed?': 'Base + Commission',
    })) {
      await amina.page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
    }
    await amina.page.getByLabel('Average revenue per sale (ARPU), in dollars').fill('1,200');
    await amina.page.getByRole('button', { name: 'Calculate Commission Plan' }).click();
    await amina.page.getByTestId('tool-credits').filter({ hasText: '11' }).waitFor();
    expect(await credits(owner.page.request)).toBe(11);
    await runCommission(existing.page.request);
    expect(await credits(owner.page.request)).toBe(10);
    expect(await credits(existing.page.request)).toBe(10);

    // The owner's Team page now has three people, a practice section and the team's progress.
    await owner.page.reload();
    const members = owner.page.getByRole('region', { name: 'Members' });
    await members.getByText('Amina Member', { exact: true }).waitFor();
    await members.getByText('Baraka Existing', { exact: true }).waitFor();
    const practice = owner.page.getByRole('region', { name: 'Assigned practice' });
    await practice.getByText('Nothing assigned yet.', { exact: false }).waitFor();

    // The owner assigns a Sales Coach call to Amina through the form; an empty form says what is missing.
    await practice.getByRole('button', { name: 'Assign practice' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Assign practice' });
    await dialog.getByRole('radio', { name: 'AI Sales Coach' }).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByText('Describe what you are selling').waitFor();
    expect(await dialog.getByText('Please choose one.').count()).toBe(4);
    await a11y(owner.page, '/team, assign dialog with errors', DESKTOP);
    await dialog.getByLabel('What are you selling?').fill(SETUP.product);
    await dialog.getByLabel('Scenario').selectOption(SETUP.scenario);
    await dialog.getByLabel('Objection').selectOption(SETUP.objection);
    await dialog.getByLabel('Goal').selectOption(SETUP.goal);
    await dialog.getByLabel('Difficulty').selectOption(SETUP.difficulty);
    await dialog.getByRole('radio', { name: 'Chosen people' }).check();
    await dialog.getByRole('checkbox', { name: /Amina Member/ }).check();
    const due = new Date(Date.now() + 3 * 86_400_000);
    const dueInput = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Due date (optional)').fill(dueInput);
    await shot(owner.page, 'assign-dialog');
    const created = owner.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/team/assignments' && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const body = (await created).postDataJSON() as { tool: string; setup: unknown; assignees: string[]; dueAt: string };
    expect(body).toMatchObject({ tool: 'sales-coach', setup: SETUP, assignees: [expect.any(String)] });
    // The end of the chosen day where the owner is.
    expect(new Date(body.dueAt).getTime()).toBe(new Date(due.getFullYear(), due.getMonth(), due.getDate(), 23, 59, 59, 999).getTime());
    await dialog.waitFor({ state: 'detached' });
    const item = practice.getByRole('listitem').filter({ has: owner.page.getByRole('heading', { name: 'AI Sales Coach' }) });
    await item.getByText(`${SETUP.product} · B2B Customer · Price / Budget · Book a Demo/Meeting · Medium (Skeptical Buyer)`).waitFor();
    await item.getByText(`Due ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(due)}`).waitFor();
    await item.getByText('0 of 1 done').waitFor();
    await item.getByRole('list', { name: 'Who has done the AI Sales Coach assignment' }).getByText('Not yet').waitFor();

    // Amina completes it from her dashboard's "Assigned to you".
    await amina.page.goto('/dashboard');
    const assigned = amina.page.getByRole('region', { name: 'Assigned to you' });
    await assigned.getByRole('link', { name: 'Start: AI Sales Coach' }).click();
    await amina.page.waitForURL('**/tools/tool-2?assignment=*');
    await amina.page.getByRole('button', { name: 'Start Simulation' }).click();
    await amina.page.getByLabel('Your reply').fill('Hello, this is Amina from Taa Solar. What do you spend on paraffin for your stall each week?');
    await amina.page.getByRole('button', { name: 'Send' }).click();
    await amina.page.getByTestId('call-transcript').getByText('Prospect', { exact: true }).nth(1).waitFor();
    await amina.page.getByRole('button', { name: 'End Call & Get Feedback' }).click();
    await amina.page.getByText("Counts for your assignment. Your team's managers see your score.").waitFor({ timeout: 30_000 });
    expect(await credits(owner.page.request)).toBe(9);

    // The owner sees her score on the Team page: on the assignment, in the progress table, in her reports.
    const { assignments } = (await call(owner.page.request, 'get', '/api/team/assignments')) as {
      assignments: { assignees: { fullName: string; done: boolean; score: number | null }[] }[];
    };
    const score = assignments[0]!.assignees[0]!.score;
    expect(assignments[0]!.assignees[0]).toMatchObject({ fullName: 'Amina Member', done: true });
    await owner.page.reload();
    await item.getByText('1 of 1 done').waitFor();
    await item.getByText(score === null ? 'Done' : `Done · ${score}/100`, { exact: true }).waitFor();

    const progress = owner.page.getByRole('region', { name: 'Team progress' });
    const table = progress.getByRole('table');
    const aminaRow = table.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name: 'Amina Member' }) });
    if (score !== null) await aminaRow.getByRole('img', { name: `Scores: ${score}` }).waitFor();
    // Sorting: by name (A to Z) first, then by runs (most first), then the other way round.
    const rowNames = async () => (await table.getByRole('rowheader').allTextContents()).map((name) => name.replace(/\s*\(you\)$/, ''));
    expect(await rowNames()).toEqual(['Amina Member', 'Baraka Existing', 'Wanjiru Owner']);
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await table.getByRole('button', { name: 'Runs', exact: true }).click();
    expect(await table.getByRole('columnheader', { name: 'Runs' }).getAttribute('aria-sort')).toBe('descending');
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(await rowNames()).toEqual(['Amina Member', 'Baraka Existing', 'Wanjiru Owner']);
    await table.getByRole('button', { name: 'Runs', exact: true }).click();
    expect(await table.getByRole('columnheader', { name: 'Runs' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await rowNames()).toEqual(['Wanjiru Owner', 'Baraka Existing', 'Amina Member']);
    await table.getByRole('button', { name: 'AI Sales Coach: Latest' }).click();
    expect((await rowNames())[0]).toBe('Amina Member');
    await shot(owner.page, 'team-owner-desktop');
    await a11y(owner.page, '/team (owner)', DESKTOP);
    // At 1280 px the whole progress table is on screen, in the longer languages too: nothing clipped behind a sideways scroll.
    for (const locale of ['fr', 'sw', 'pt', 'en']) {
      const saved = await owner.page.request.put('/api/account/locale', { data: { locale }, headers: { origin: baseUrl() } });
      expect(saved.ok()).toBe(true);
      await owner.page.reload();
      // Found by its shape (tool names spanning their columns), not by its English region name.
      const anyLanguageTable = owner.page.locator('table:has(th[colspan])');
      await anyLanguageTable.getByRole('rowheader').first().waitFor();
      const clipped = await anyLanguageTable.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
      expect({ locale, clipped }).toEqual({ locale, clipped: 0 });
    }

    await aminaRow.getByRole('button', { name: 'View reports for Amina Member' }).click();
    const reports = owner.page.getByRole('dialog', { name: "Amina Member's reports" });
    const callRuns = reports.getByRole('region', { name: 'AI Sales Coach' });
    await callRuns.getByRole('button').first().click();
    await reports.getByRole('heading', { name: /^AI Sales Coach, / }).waitFor();
    await reports
      .getByText(/Overall: \d{1,3}\/100/)
      .first()
      .waitFor();
    await shot(owner.page, 'member-report');
    await a11y(owner.page, '/team, a member report', DESKTOP);
    await reports.getByRole('button', { name: 'Back to the list' }).click();
    await callRuns.getByRole('button').first().waitFor();
    await owner.page.keyboard.press('Escape');
    await reports.waitFor({ state: 'detached' });

    // A member's Team page: the note about who sees their reports, and none of the managers' sections.
    await amina.page.goto('/team');
    await amina.page.getByText("Your team's owner and managers can see your practice reports and scores.").waitFor();
    expect(await amina.page.getByRole('region', { name: 'Assigned practice' }).count()).toBe(0);
    expect(await amina.page.getByRole('region', { name: 'Team progress' }).count()).toBe(0);
    await noHorizontalScroll(amina.page);
    await shot(amina.page, 'team-member-phone');
    await a11y(amina.page, '/team (member)', PHONE);

    // Baraka keeps his Team page open; the owner removes him and that page loses the team at once.
    await existing.page.goto('/team');
    await existing.page.getByText(ORGANIZATION, { exact: true }).waitFor();
    await existing.page.getByText("Your team's owner and managers can see your practice reports and scores.").waitFor();
    await members.getByRole('button', { name: 'Remove Baraka Existing' }).click();
    await owner.page.getByRole('alertdialog', { name: 'Remove Baraka Existing from the team?' }).getByRole('button', { name: 'Remove' }).click();
    await members.getByText('Baraka Existing', { exact: true }).waitFor({ state: 'detached' });
    // Live: no reload on Baraka's side. He is back in his own organization, as he left it when he joined.
    await existing.page.getByText('Baraka Stores', { exact: true }).first().waitFor({ timeout: 10_000 });
    await existing.page.getByText(ORGANIZATION, { exact: true }).waitFor({ state: 'detached' });
    expect(await existing.page.getByText("Your team's owner and managers can see your practice reports and scores.").count()).toBe(0);

    // His next paid run spends his own 2 credits, not the team's.
    await runCommission(existing.page.request);
    expect(await credits(existing.page.request)).toBe(1);
    expect(await credits(owner.page.request)).toBe(9);
    // The owner's top bar, as the dashboard shows it.
    await owner.page.goto('/dashboard');
    await owner.page.getByTestId('credit-balance').filter({ hasText: '9' }).waitFor();

    // The owner's Team page at a phone's width: cards, sortable by a list, nothing wider than the screen.
    await owner.page.setViewportSize(PHONE);
    await owner.page.goto('/team');
    await progress.getByLabel('Sort by').selectOption({ label: 'AI Sales Coach: latest score' });
    await noHorizontalScroll(owner.page);
    await shot(owner.page, 'team-owner-phone');

    for (const { errors } of [owner, existing, amina]) expect(errors).toEqual([]);
  });

  it("a manager is shown the server's refusal when opening another manager's reports", async () => {
    const owner = await newPage(browser, { viewport: DESKTOP });
    const ownerUser = await signUp(owner.page, { fullName: 'Njeri Owner', companyName: 'Kisumu Traders' });
    await verifyEmail(owner.page, ownerUser.email);
    await adminCli('credits', ownerUser.email, '5');
    const managers = [];
    for (const fullName of ['Otieno Manager', 'Achieng Manager']) {
      const email = uniqueEmail('manager');
      await call(owner.page.request, 'post', '/api/team/invitations', { email, role: 'manager' });
      const token = /\/invite\/([\w-]{43})/.exec((await latestMailTo(email)).text)![1];
      const session = await newPage(browser, { viewport: DESKTOP });
      await call(session.context.request, 'post', '/api/invitations/signup', {
        token,
        fullName,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      });
      managers.push(session);
    }
    const [otieno, achieng] = managers as [(typeof managers)[number], (typeof managers)[number]];
    await call(achieng.context.request, 'post', '/api/pitch-lab/analyze-text', {
      transcript:
        'What if every corner shop knew exactly what to restock each morning? StockSense is a phone app that tells shop owners what to order. Forty shops use it and their sales grew twelve percent. Will you join us?',
    });

    await otieno.page.goto('/team');
    const progress = otieno.page.getByRole('region', { name: 'Team progress' });
    await progress.getByRole('button', { name: 'View reports for Achieng Manager' }).click();
    await otieno.page.getByRole('dialog', { name: "Achieng Manager's reports" }).getByText("Only your team's owner can read a manager's reports.").waitFor();
    await a11y(otieno.page, '/team (manager), refused reports', DESKTOP);
    for (const { errors } of [owner, otieno, achieng]) expect(errors).toEqual([]);
  });

  it('the owner proposes a handover on the Team page; the heir accepts it there; only roles change', async () => {
    const owner = await newPage(browser, { viewport: DESKTOP });
    const ownerUser = await signUp(owner.page, { fullName: 'Zawadi Owner', companyName: 'Mombasa Supplies' });
    await verifyEmail(owner.page, ownerUser.email);
    await adminCli('credits', ownerUser.email, '5');
    const email = uniqueEmail('heir');
    await call(owner.page.request, 'post', '/api/team/invitations', { email, role: 'manager' });
    const token = /\/invite\/([\w-]{43})/.exec((await latestMailTo(email)).text)![1];
    const heir = await newPage(browser, { viewport: PHONE });
    await call(heir.context.request, 'post', '/api/invitations/signup', {
      token,
      fullName: 'Juma Heir',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });

    await owner.page.goto('/team');
    await owner.page.getByRole('button', { name: 'Make owner: Juma Heir' }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: "Propose to make Juma Heir the team's owner?" });
    await confirm.getByText('Only roles change').waitFor();
    await confirm.getByRole('button', { name: 'Make owner' }).click();
    const proposal = owner.page.getByRole('region', { name: 'Team handover' });
    await proposal.getByText("You proposed to make Juma Heir the team's owner. Nothing changes until they accept.").waitFor();
    await a11y(owner.page, '/team (owner), handover proposed', DESKTOP);

    await heir.page.goto('/team');
    const offer = heir.page.getByRole('region', { name: 'Team handover' });
    await offer.getByText("The team's owner proposes to make you the owner.", { exact: false }).waitFor();
    await a11y(heir.page, '/team (heir), handover offered', PHONE);
    await offer.getByRole('button', { name: 'Accept ownership' }).click();
    await heir.page.getByText("You are now the team's owner").waitFor();
    await offer.waitFor({ state: 'detached' });
    // Only roles changed: the team's wallet is the same, and it is still the one both spend.
    expect(await credits(heir.page.request)).toBe(7);
    expect(await credits(owner.page.request)).toBe(7);
    const team = (await call(heir.page.request, 'get', '/api/team')) as { myRole: string; members: { fullName: string; role: string }[] };
    expect(team.myRole).toBe('owner');
    expect(team.members.map((m) => [m.fullName, m.role])).toEqual([
      ['Juma Heir', 'owner'],
      ['Zawadi Owner', 'manager'],
    ]);
    for (const { errors } of [owner, heir]) expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations on the screens above', () => {
    expectNone(violations);
  });
});

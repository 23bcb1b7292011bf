// `npm run smoke`: the README's "Run it" as a newcomer meets it. Starts `npm start` on an empty
// data directory and a free port, signs up through the API, finds the welcome mail, stops, starts
// again on the same data and signs in; then checks that production without AUTH_SECRET refuses
// to start. CI runs it right after `npm ci`, so the very first start (which builds the web app) is
// the one tested.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const root = path.resolve(import.meta.dirname, '..');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

class SmokeFailure extends Error {}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment a newcomer has: none of our variables set, except where the test places things. */
function newcomerEnv(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(NODE_ENV|APP_URL|AUTH_SECRET|DATABASE_URL|SMTP_URL|STRIPE_|AI_|TRUST_PROXY|HOST|PAYMENTS_PROVIDER)/.test(key)) delete env[key];
  }
  // npm passes its own npm_* variables down; a parent `npm run smoke` must not leak its lifecycle into the child.
  for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
  return { ...env, ...extra };
}

function npmStart(env: NodeJS.ProcessEnv): Started {
  // Own process group, so stopping reaches npm and the server it started.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(baseUrl: string, started: Started) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void started.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new SmokeFailure(`npm start exited with ${exitCode} before serving /api/health.\n--- server log ---\n${started.output()}`);
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new SmokeFailure(`/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s.\n--- server log ---\n${started.output()}`);
}

/**
 * SIGTERM to the process group (as a terminal's Ctrl+C or a supervisor does), or with `npmOnly` to
 * npm alone (as `kill <pid of npm>` or an orchestrator does): npm must pass it on to the server,
 * which drains and exits 0, and npm with it. Returns npm's exit code.
 */
async function stop(started: Started, { npmOnly = false } = {}) {
  if (started.child.exitCode !== null) return started.child.exitCode;
  process.kill(npmOnly ? started.child.pid! : -started.child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-started.child.pid!, 'SIGKILL'), STOP_TIMEOUT_MS);
  const code = await started.exited;
  clearTimeout(timer);
  // npm may exit before the server it started; wait until nothing of the group is left.
  for (let i = 0; i < 60; i++) {
    try {
      process.kill(-started.child.pid!, 0);
    } catch {
      return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-started.child.pid!, 'SIGKILL');
  throw new SmokeFailure(
    `the server was still running 15 s after npm exited (${npmOnly ? 'SIGTERM to npm' : 'SIGTERM to the process group'})\n--- server log ---\n${started.output()}`,
  );
}

function expect(condition: unknown, message: string, started?: Started): asserts condition {
  if (!condition) throw new SmokeFailure(started ? `${message}\n--- server log ---\n${started.output()}` : message);
}

async function waitForMail(mailDir: string, to: string) {
  for (let i = 0; i < 40; i++) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
    const match = files.find((f) => readFileSync(path.join(mailDir, f), 'utf8').includes(to));
    if (match) return readFileSync(path.join(mailDir, match), 'utf8');
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'growth-smoke-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const email = `newcomer-${randomBytes(4).toString('hex')}@example.com`;
  const password = `smoke-${randomBytes(8).toString('hex')}`;
  const hadBundle = existsSync(path.join(root, 'dist/web/index.html'));
  const env = newcomerEnv({ DATA_DIR: dataDir, PORT: String(port) });
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  let current: Started | undefined;
  try {
    console.log(`1. npm start on an empty data directory (${dataDir}), port ${port}${hadBundle ? '' : ', no web bundle yet'}`);
    current = npmStart(env);
    await waitForHealth(baseUrl, current);
    expect(
      /development/.test(current.output()) && current.output().includes(baseUrl),
      'start-up should print its URL and mode (development) in one line',
      current,
    );
    console.log(
      '   /api/health 200; start-up line:',
      current
        .output()
        .split('\n')
        .find((l) => l.includes(baseUrl))
        ?.trim(),
    );

    console.log('2. sign up through the API and find the welcome mail');
    const signup = await fetch(`${baseUrl}/api/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        fullName: 'New Comer',
        companyName: 'First Start Ltd',
        country: 'KE',
        email,
        password,
        confirmPassword: password,
        acceptTerms: true,
      }),
    });
    expect(signup.status === 201, `sign-up answered ${signup.status}: ${await signup.clone().text()}`, current);
    const mail = await waitForMail(path.join(dataDir, 'mail'), email);
    expect(mail, `no welcome mail to ${email} in ${path.join(dataDir, 'mail')}`, current);

    console.log('3. stop (SIGTERM to npm alone), start again on the same data directory, sign in');
    const stopped = await stop(current, { npmOnly: true });
    expect(stopped === 0 && /shutdown: done/.test(current.output()), `SIGTERM to npm should drain the server and exit 0 (exit code ${stopped})`, current);
    current = npmStart(env);
    await waitForHealth(baseUrl, current);
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    expect(signIn.status === 200, `sign-in after restart answered ${signIn.status}: ${await signIn.clone().text()}`, current);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
    const meBody = (await me.json()) as { profile?: { email?: string } };
    expect(me.status === 200 && JSON.stringify(meBody).includes(email), `/api/me after restart answered ${me.status}`, current);
    await stop(current);
    current = undefined;

    console.log('4. NODE_ENV=production without AUTH_SECRET refuses to start');
    const refused = npmStart({ ...env, NODE_ENV: 'production' });
    const timer = setTimeout(() => process.kill(-refused.child.pid!, 'SIGKILL'), HEALTH_TIMEOUT_MS);
    const code = await refused.exited;
    clearTimeout(timer);
    expect(code !== 0 && code !== null, `production without AUTH_SECRET exited with ${code}; it must refuse to start`, refused);
    expect(refused.output().includes('AUTH_SECRET'), 'the refusal must name AUTH_SECRET', refused);
    console.log(
      '   refused:',
      refused
        .output()
        .split('\n')
        .find((l) => l.includes('AUTH_SECRET'))
        ?.trim(),
    );
    console.log('Smoke test passed.');
  } finally {
    if (current) await stop(current);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof SmokeFailure ? `Smoke test failed: ${error.message}` : error);
  process.exit(1);
});

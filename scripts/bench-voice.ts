// `npm run bench:voice` (issue 30): how long a spoken pitch takes to become a report on a 2G link, and
// how long the server's offline engine takes per minute of audio; written to its section of
// docs/benchmarks.md.
//
// Browser: production build, the server on a free port and a temporary data directory, Debian's
// Chromium whose fake microphone loops a ~60 s pitch spoken by espeak-ng. For each run a new user
// (signed up through the API, so credits exist) opens the Pitch Lab; once the page has loaded, its
// network is throttled (CDP, 256 kbps up, 512 kbps down, 300 ms latency); the run records for N s of wall
// time, clicks "Submit Recording" and times the click to the report's heading. It measures what the app
// does, whether the recording goes up after Stop or while it is made.
// Server: pocketsphinx (the offline engine the server runs) on 60 s and 120 s of the pitch, WebM/Opus
// at 16 kbps mono as the browser records it.
// Options: --no-build (use the production dist/web already there), --runs=N (60 s runs, default 2),
// --record=30,60 (the recordings' seconds instead), --no-browser, --no-server, --no-write (print only).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { detectSpeechEngine, PocketsphinxRecognizer } from '../src/server/ai/local/pocketsphinx.ts';
import { openPocketsphinxStream } from '../src/server/ai/local/pocketsphinx-stream.ts';
import { PITCH_MAX_SECONDS } from '../src/shared/limits.ts';
import { APP_READY_ATTRIBUTE } from '../src/web/boot/protocol.ts';
import { CHROMIUM_ARGS } from '../tests/fixtures/chromium.ts';
import { espeakWav, fakeMicrophoneWav, probeSeconds, wordOverlap } from '../tests/fixtures/audio.ts';
import { buildForProduction, CHROME_PATH, median, signUpThroughApi, startBenchServer, writeBenchmarkSection } from './lib/bench-harness.ts';

const SECTION_TITLE = '## Voice on a 2G link (`npm run bench:voice`)';
/** Issue 30's link. CDP takes throughput in bytes per second; kbps here are 1,000 bits per second. */
const LINK = { latencyMs: 300, upKbps: 256, downKbps: 512 };
/**
 * Issue 30's goals, Stop → report: 3 s for a 60 s pitch, 10 s for two minutes, held here to the Pitch
 * Lab's longest recording (it submits by itself at PITCH_MAX_SECONDS, so the person stops 2 s before).
 */
const GOALS = [
  { recordSeconds: 60, seconds: 3 },
  { recordSeconds: PITCH_MAX_SECONDS - 2, seconds: 10 },
];

/** About 160 words: a minute at espeak-ng's 150 words per minute, with its pauses. */
const PITCH =
  'Good morning. My name is Wanjiru and I run Maji Safi, a water delivery business in Nakuru, Kenya. ' +
  'Every week, families in our town spend hours queuing for clean drinking water, and small restaurants close early when their tanks run dry. ' +
  'We fix that. Customers order on their phone and pay with mobile money, and our riders deliver twenty litre bottles within two hours. ' +
  'We started last year with one motorbike. Today we have six riders, four hundred regular customers and thirty restaurants, ' +
  'and our monthly sales have grown by fifteen percent every month since January. ' +
  'Each bottle costs us forty shillings to fill and deliver, and we sell it for seventy. ' +
  'We are raising two million shillings to buy a second purification unit and four more motorbikes, ' +
  'so we can serve Naivasha and Gilgil by June. With your support, every family in the Rift Valley can have safe water at their door. ' +
  'Will you join us?';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
const RUNS_60 = Number(arg('runs') ?? 2);
const RECORD_SECONDS = arg('record')?.split(',').map(Number) ?? [30, ...Array.from({ length: RUNS_60 }, () => 60), PITCH_MAX_SECONDS - 2];

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

// ---------------------------------------------------------------------------------------------
// Browser: Stop → report on the throttled link

interface BrowserRun {
  recordSeconds: number;
  /** "Submit Recording" clicked → the report's heading visible. */
  stopToReportMs?: number;
  /** Request bodies (and headers) of /api/ calls made while recording, and from the click to the report. */
  bytesUpWhileRecording: number;
  bytesUpAfterStop: number;
  /** Bytes of the recording the server had confirmed (speech streams' `received`) at the click, and in all. */
  audioBytesAtStop: number;
  audioBytes: number;
  /** /api/ requests from the click to the report. */
  requestsAfterStop: number;
  error?: string;
}

/** The pitch as the fake microphone plays it: 48 kHz mono 16-bit WAV with a second of silence after it (the file loops). */
function microphoneWav(dir: string) {
  const spoken = espeakWav(PITCH, dir, 'pitch');
  return { spoken, mic: fakeMicrophoneWav(spoken, dir) };
}

/** Bytes a request sent: its body and headers as Chromium reports them (0 when it never finished). */
async function bytesSent(request: Request) {
  const sizes = await request.sizes().catch(() => null);
  return sizes ? sizes.requestBodySize + sizes.requestHeadersSize : 0;
}

async function measureStopToReport(browser: Browser, baseUrl: string, recordSeconds: number, label: string): Promise<BrowserRun> {
  const cookies = await signUpThroughApi(baseUrl, label);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  const run: BrowserRun = { recordSeconds, bytesUpWhileRecording: 0, bytesUpAfterStop: 0, audioBytesAtStop: 0, audioBytes: 0, requestsAfterStop: 0 };
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/tools/tool-1');
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'The Pitch Lab' }).waitFor();

    // Throttled only now: the page's own load is not what is measured.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.latencyMs,
      uploadThroughput: (LINK.upKbps * 1000) / 8,
      downloadThroughput: (LINK.downKbps * 1000) / 8,
    });

    let phase: 'idle' | 'recording' | 'stopped' = 'idle';
    const counted: Promise<void>[] = [];
    page.on('request', (request) => {
      if (phase === 'idle' || !new URL(request.url()).pathname.startsWith('/api/')) return;
      const startedIn = phase;
      if (startedIn === 'stopped') run.requestsAfterStop++;
      const done = new Promise<void>((resolve) => {
        const settle = async (settled: Request) => {
          if (settled !== request) return;
          page.off('requestfinished', settle);
          page.off('requestfailed', settle);
          const bytes = await bytesSent(request);
          if (startedIn === 'recording') run.bytesUpWhileRecording += bytes;
          else run.bytesUpAfterStop += bytes;
          resolve();
        };
        page.on('requestfinished', settle);
        page.on('requestfailed', settle);
      });
      counted.push(done);
    });

    // Chromium reports no body size for some uploads (a Blob body): the server's own count is exact.
    page.on('response', async (response) => {
      if (response.request().method() !== 'PUT' || !response.url().includes('/api/speech-streams/') || !response.ok()) return;
      const { received } = (await response.json().catch(() => ({ received: 0 }))) as { received: number };
      run.audioBytes = Math.max(run.audioBytes, received);
      if (phase === 'recording') run.audioBytesAtStop = Math.max(run.audioBytesAtStop, received);
    });

    phase = 'recording';
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const submit = page.getByRole('button', { name: 'Submit Recording' });
    // The recording's clock starts once the microphone is granted, when this button shows.
    await submit.waitFor();
    const recordingSince = Date.now();
    await page.waitForTimeout(recordSeconds * 1000 - (Date.now() - recordingSince));
    phase = 'stopped';
    const clickedAt = performance.now();
    await submit.click();
    await page.getByRole('heading', { name: 'Pitch Lab report' }).waitFor({ timeout: 300_000 });
    run.stopToReportMs = performance.now() - clickedAt;
    await Promise.race([Promise.all(counted), page.waitForTimeout(10_000)]);
  } catch (error) {
    run.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return run;
}

async function measureBrowser(mic: string): Promise<BrowserRun[]> {
  const server = await startBenchServer({ dataDirPrefix: 'growth-bench-voice-', nodeArgs: ['--max-semi-space-size=4'] });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${mic}`],
  });
  const runs: BrowserRun[] = [];
  try {
    for (const [i, recordSeconds] of RECORD_SECONDS.entries()) {
      const run = await measureStopToReport(browser, server.baseUrl, recordSeconds, `voice${i}`);
      console.log(`recorded ${recordSeconds} s:`, JSON.stringify(run));
      runs.push(run);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Server: recognition time per audio minute

interface ServerMeasurement {
  /** What was measured, as the table names it. */
  label: string;
  audioSeconds: number;
  /** Each run's wall time, seconds. */
  seconds: number[];
  /** Each run's CPU time (ffmpeg, pocketsphinx and this process), seconds: what a machine to itself would take, about. */
  cpuSeconds: number[];
  /** Share of the pitch's words the transcript holds, a check that the engine heard it. */
  wordsHeard: number;
}

/** CPU seconds used so far by this process and its finished children (ffmpeg, pocketsphinx); NaN off Linux. */
function cpuSecondsSoFar() {
  const own = process.cpuUsage();
  try {
    // /proc/self/stat after the command's ")": state is field 3, cutime and cstime fields 16 and 17.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(')').at(-1)!.trim().split(' ');
    const children = (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
    return (own.user + own.system) / 1e6 + children;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** `seconds` of the pitch (looped), as the browser records it: WebM/Opus, 16 kbps, mono, 48 kHz. */
function pitchWebm(spoken: string, seconds: number, dir: string) {
  const file = path.join(dir, `pitch-${seconds}s.webm`);
  ffmpeg(['-stream_loop', '-1', '-i', spoken, '-t', String(seconds), '-c:a', 'libopus', '-b:a', '16k', '-ac', '1', '-ar', '48000', '-f', 'webm', file]);
  return file;
}

/**
 * The whole recording recognised at once, as the server does after an upload: ffmpeg to 16 kHz WAV, the
 * speaking-rate measure, pocketsphinx. Straight on the engine rather than through LocalProvider, whose
 * limit (the Pitch Lab's 90 s) would cut the two-minute recording short. Twice each, the median kept.
 * Streaming recognition is measured beside it (measureStreamingRecognition).
 */
async function measureServerRecognition(spoken: string, dir: string): Promise<ServerMeasurement[]> {
  const engine = detectSpeechEngine();
  if (!engine) throw new Error('ffmpeg and pocketsphinx_continuous are needed (apt-get install pocketsphinx pocketsphinx-en-us ffmpeg)');
  const recognizer = new PocketsphinxRecognizer(engine, { maxSeconds: 120, concurrency: 1 });
  const rows: ServerMeasurement[] = [];
  for (const seconds of [60, 120]) {
    const file = pitchWebm(spoken, seconds, dir);
    const audio = readFileSync(file);
    const row: ServerMeasurement = { label: `whole recording, ${seconds} s`, audioSeconds: probeSeconds(file), seconds: [], cpuSeconds: [], wordsHeard: 0 };
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      const cpuBefore = cpuSecondsSoFar();
      const { text } = await recognizer.recognize(audio, 'audio/webm;codecs=opus');
      row.seconds.push((performance.now() - started) / 1000);
      row.cpuSeconds.push(cpuSecondsSoFar() - cpuBefore);
      row.wordsHeard = wordOverlap(PITCH, text);
    }
    console.log(
      `server, ${seconds} s of audio (${(audio.length / 1024).toFixed(0)} KiB):`,
      row.seconds.map((s) => `${s.toFixed(1)} s`).join(', '),
      'CPU',
      row.cpuSeconds.map((s) => `${s.toFixed(1)} s`).join(', '),
    );
    rows.push(row);
  }
  return rows;
}

/**
 * The same recordings sent as the browser sends them (decision 029): a second of audio every second,
 * recognised from a pipe as it arrives; measured from the last byte to the transcript (the wait
 * after Stop), once each (each takes its own length in wall time). CPU: the whole recognition's.
 */
async function measureStreamingRecognition(spoken: string, dir: string): Promise<ServerMeasurement[]> {
  const engine = detectSpeechEngine()!;
  const rows: ServerMeasurement[] = [];
  for (const seconds of [60, 120]) {
    const file = pitchWebm(spoken, seconds, dir);
    const audio = readFileSync(file);
    const audioSeconds = probeSeconds(file);
    const cpuBefore = cpuSecondsSoFar();
    const stream = openPocketsphinxStream(engine, { mimeType: 'audio/webm;codecs=opus', maxSeconds: 125 });
    const perSecond = Math.ceil(audio.length / audioSeconds);
    for (let offset = 0; offset < audio.length; offset += perSecond) {
      stream.write(audio.subarray(offset, offset + perSecond));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const started = performance.now();
    const { text } = await stream.end();
    const tail = (performance.now() - started) / 1000;
    const row: ServerMeasurement = {
      label: `streamed at speaking pace, ${seconds} s: last byte → transcript`,
      audioSeconds,
      seconds: [tail],
      cpuSeconds: [cpuSecondsSoFar() - cpuBefore],
      wordsHeard: wordOverlap(PITCH, text),
    };
    console.log(`server, ${seconds} s streamed: ${tail.toFixed(1)} s after the last byte`);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

function browserSection(runs: BrowserRun[], pitchSeconds: number) {
  const bySeconds = [...new Set(runs.map((r) => r.recordSeconds))];
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const rows = bySeconds.map((recordSeconds) => {
    const these = runs.filter((r) => r.recordSeconds === recordSeconds);
    const times = these.flatMap((r) => (r.stopToReportMs === undefined ? [] : [r.stopToReportMs / 1000]));
    const failed = these.filter((r) => r.error);
    const goal = GOALS.find((g) => g.recordSeconds === recordSeconds);
    const m = times.length ? median(times) : NaN;
    return `| ${recordSeconds} s | ${times.length ? `**${m.toFixed(1)} s**${times.length > 1 ? ` (${times.map((t) => t.toFixed(1)).join(', ')})` : ''}` : '—'} | ${these.length}${failed.length ? ` (${failed.length} failed: ${failed.map((r) => r.error).join('; ')})` : ''} | ${kib(median(these.map((r) => r.audioBytesAtStop)))} of ${kib(median(these.map((r) => r.audioBytes)))} | ${kib(median(these.map((r) => r.bytesUpWhileRecording)))} | ${kib(median(these.map((r) => r.bytesUpAfterStop)))} | ${median(these.map((r) => r.requestsAfterStop))} | ${goal ? `≤ ${goal.seconds} s ${times.length && m <= goal.seconds ? 'met' : '**not met**'}` : ''} |`;
  });
  return [
    `Pitch Lab in Chromium, fake microphone looping a ${pitchSeconds.toFixed(0)} s pitch spoken by espeak-ng (48 kHz mono); a new user per run (signed up through the API), the page loaded, then throttled with CDP \`Network.emulateNetworkConditions\` (${LINK.upKbps} kbps up, ${LINK.downKbps} kbps down, ${LINK.latencyMs} ms latency); recorded for the wall time given, then the time from the "Submit Recording" click to the report's heading. Recording on the server at Stop: the bytes of the recording the server had confirmed when Submit was clicked, of the whole (the speech streams' \`received\`, decision 029). Bytes up: request bodies and headers of \`/api/\` calls as Chromium reports them, while recording and after the click (Chromium reports no size for some Blob bodies, so the figure while recording is low). Goal of 10 s for two minutes measured at ${PITCH_MAX_SECONDS - 2} s, the Pitch Lab's longest (it submits by itself at ${PITCH_MAX_SECONDS} s).`,
    '',
    '| recorded | Stop → report (median; runs) | runs | recording on the server at Stop | up while recording | up after Stop | requests after Stop | goal (issue 30) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function serverSection(rows: ServerMeasurement[]) {
  return [
    `Server recognition by the offline engine (ffmpeg to 16 kHz PCM, speaking-rate measure, pocketsphinx), called directly on WebM/Opus at 16 kbps mono (as the browser records it), the pitch looped to length, one after the other; whole recordings twice each, median. Streamed: the same file written to the streaming recogniser a second of audio per second (decision 029), the time from the last byte to the transcript (per audio minute: that wait over the audio's length). CPU: ffmpeg's, pocketsphinx's and the speaking-rate measure's, which is what an idle machine would take, about (on a busy one the wall time is longer):`,
    '',
    '| measured | audio | processing (median; runs) | per audio minute | CPU per audio minute | words of the pitch heard |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const m = median(row.seconds);
      const perMinute = (seconds: number) => `${((seconds / row.audioSeconds) * 60).toFixed(1)} s`;
      return `| ${row.label} | ${row.audioSeconds.toFixed(1)} s | **${m.toFixed(1)} s** (${row.seconds.map((s) => s.toFixed(1)).join(', ')}) | **${perMinute(m)}** | ${perMinute(median(row.cpuSeconds))} | ${Math.round(row.wordsHeard * 100)}% |`;
    }),
  ];
}

const dir = mkdtempSync(path.join(tmpdir(), 'growth-bench-voice-audio-'));
const load = loadavg()[0]!;
let browserRuns: BrowserRun[] | null = null;
let serverRows: ServerMeasurement[] | null = null;
let pitchSeconds: number;
try {
  const { spoken, mic } = microphoneWav(dir);
  pitchSeconds = probeSeconds(spoken);
  console.log(`pitch: ${pitchSeconds.toFixed(1)} s spoken`);
  if (!flag('no-server')) serverRows = [...(await measureServerRecognition(spoken, dir)), ...(await measureStreamingRecognition(spoken, dir))];
  if (!flag('no-browser')) {
    if (!flag('no-build')) buildForProduction();
    browserRuns = await measureBrowser(mic);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const chromeVersion = spawnSync(CHROME_PATH, ['--version']).stdout.toString().trim();
const section = [
  SECTION_TITLE,
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load.toFixed(1)} at the start (the machine is shared: other work ran beside the bench, so single figures move), Node ${process.version}, ${chromeVersion} headless, production build, offline provider.`,
  '',
  ...(browserRuns ? [...browserSection(browserRuns, pitchSeconds), ''] : []),
  ...(serverRows ? [...serverSection(serverRows), ''] : []),
].join('\n');
console.log('\n' + section);
if (flag('no-write') || !browserRuns || !serverRows) console.log('(docs/benchmarks.md not written)');
else writeBenchmarkSection(SECTION_TITLE, section);
process.exit(0);

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { chatReply, parseMultipart, sampleSalesCallModelReport, type FakeReply } from '../fixtures/openai-server.ts';

// The realtime voice path end to end in Chromium, with no network: our server runs with
// AI_PROVIDER=openai against a local stand-in for api.openai.com. The browser posts its SDP offer
// to our server, which posts it to the stand-in's /v1/realtime/calls (multipart, API key); the
// stand-in hands the offer to a second page, whose RTCPeerConnection answers as the "model", so
// the WebRTC connection, the 'oai-events' channel and the GA transcript events are all real.

const API_KEY = 'sk-e2e-realtime-key-0123456789';
const CALL_ID = 'rtc_e2e_0001';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** Fields of a multipart/form-data body. */
  form?: Record<string, unknown>;
}

class FakeRealtimeService {
  readonly requests: Recorded[] = [];
  /** Answers an SDP offer (set by the test: the answering page). */
  answer: (offer: string) => Promise<string> = async () => {
    throw new Error('no answerer');
  };
  failCallsWith: number | null = null;
  url = '';
  private server: Server | null = null;

  async start() {
    this.server = createServer(
      (req, res) => void this.handle(req, res).catch((error: unknown) => this.send(res, 500, { json: { error: { message: String(error) } } })),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  to(pathname: string) {
    return this.requests.filter((r) => r.path === pathname && r.method === 'POST');
  }

  private send(res: ServerResponse, status: number, reply: FakeReply & { headers?: Record<string, string> }) {
    const headers: Record<string, string> = {
      ...reply.headers,
    };
    let body = reply.text ?? '';
    if (reply.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(reply.json);
    }
    res.writeHead(reply.status ?? status, headers);
    res.end(body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const raw = Buffer.concat(chunks);
    const contentType = req.headers['content-type'] ?? '';
    const recorded: Recorded = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: raw.toString('utf8') };
    if (contentType.includes('multipart/form-data')) recorded.form = parseMultipart(raw, contentType);
    this.requests.push(recorded);
    if (req.method === 'OPTIONS') return this.send(res, 204, {});
    if (url.pathname === '/blank') return this.send(res, 200, { text: '<!doctype html><title>model</title>', headers: { 'Content-Type': 'text/html' } });
    if (url.pathname === '/v1/realtime/calls') {
      if (this.failCallsWith) return this.send(res, this.failCallsWith, { json: { error: { message: 'unavailable' } } });
      const answer = await this.answer(String(recorded.form?.sdp ?? ''));
      return this.send(res, 201, { text: answer, headers: { 'Content-Type': 'application/sdp', Location: `/v1/realtime/calls/${CALL_ID}` } });
    }
    if (url.pathname === `/v1/realtime/calls/${CALL_ID}/hangup`) return this.send(res, 200, { text: '' });
    if (url.pathname === '/v1/chat/completions')
      return this.send(res, 200, chatReply(sampleSalesCallModelReport({ summary: 'Realtime call analysed by the stand-in model.' })));
    return this.send(res, 404, { json: { error: { message: `Unknown path ${url.pathname}` } } });
  }
}

let browser: Browser;
let service: FakeRealtimeService;
let server: ChildProcess | undefined;
let dataDir = '';
let appUrl = '';

async function waitForHealth(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

beforeAll(async () => {
  service = new FakeRealtimeService();
  await service.start();
  // A second app server (the shared one runs the offline provider); the global setup built the SPA.
  const port = 3600 + Math.floor(Math.random() * 400);
  appUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'growth-e2e-realtime-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      GUEST_DAILY_RUNS_PER_IP: '1000',
      // Every browser of the suite shares 127.0.0.1: the per-address free AI allowance would run out.
      FREE_DAILY_AI_RUNS_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: service.url,
      AI_API_KEY: API_KEY,
      AI_REALTIME: 'on',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(appUrl, 60_000);
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns']);
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await service?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page that plays the realtime model: answers the offer and talks over the events channel. */
async function openModelPage(): Promise<Page> {
  const { page } = await newPage(browser, { baseURL: service.url });
  await page.goto('/blank');
  service.answer = (offer) =>
    page.evaluate(async (sdp) => {
      const w = window as unknown as { pc: RTCPeerConnection; channel?: RTCDataChannel; received: string[] };
      w.received = [];
      w.pc = new RTCPeerConnection();
      w.pc.ondatachannel = (event) => {
        w.channel = event.channel;
        event.channel.onmessage = (message) => w.received.push(String(message.data));
      };
      await w.pc.setRemoteDescription({ type: 'offer', sdp });
      await w.pc.setLocalDescription(await w.pc.createAnswer());
      // No trickle ICE over plain HTTP: wait until the answer carries its candidates.
      await new Promise<void>((resolve) => {
        if (w.pc.iceGatheringState === 'complete') return resolve();
        w.pc.onicegatheringstatechange = () => w.pc.iceGatheringState === 'complete' && resolve();
        setTimeout(resolve, 3000);
      });
      return w.pc.localDescription!.sdp;
    }, offer);
  return page;
}

const emit = (model: Page, event: Record<string, unknown>) =>
  model.evaluate((e) => (window as unknown as { channel: RTCDataChannel }).channel.send(JSON.stringify(e)), event);

async function answerSetup(page: Page) {
  await page.getByLabel('What are you selling?').fill('ShiftPal, a staff scheduling app for restaurants');
  await page.getByLabel('B2B Customer').check();
  await page.getByLabel('Price / Budget').check();
  await page.getByLabel('Book a Demo/Meeting').check();
  await page.getByLabel('Hard (Hostile/Resistant)').check();
}

describe('AI Sales Coach over realtime voice (WebRTC)', () => {
  it('connects through our server (no secret in the browser), shows the live transcript, and the server hangs up and analyzes', async () => {
    const model = await openModelPage();
    const { page, errors } = await newPage(browser, { baseURL: appUrl });
    await signUp(page);
    await page.goto('/tools/tool-2');
    await answerSetup(page);
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await page.getByTestId('call-countdown').waitFor();

    // The browser asked for a response as soon as the events channel opened.
    await model.waitForFunction(() => (window as unknown as { received?: string[] }).received?.some((m) => JSON.parse(m).type === 'response.create'));
    await page.getByRole('status').filter({ hasText: 'Listening...' }).waitFor();
    // Our server, not the browser, made the SDP exchange: with its API key and the persona.
    const calls = service.to('/v1/realtime/calls');
    expect(calls).toHaveLength(1);
    const [sdpPost] = calls;
    expect(sdpPost!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sdpPost!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sdpPost!.headers.origin).toBeUndefined();
    expect(String(sdpPost!.form!.sdp)).toMatch(/^v=0/);
    const session = JSON.parse(String(sdpPost!.form!.session));
    expect(session).toMatchObject({ type: 'realtime', model: 'gpt-realtime' });
    expect(session.instructions).toContain('hostile');
    // Nothing was minted for the browser, and the browser never called the service itself.
    expect(service.to('/v1/realtime/client_secrets')).toHaveLength(0);
    expect(service.requests.filter((r) => r.path.startsWith('/v1/') && r.headers.origin)).toEqual([]);

    // The model speaks, the user answers, the model speaks again (GA event names).
    await emit(model, { type: 'output_audio_buffer.started' });
    await emit(model, { type: 'response.output_audio_transcript.delta', item_id: 'item_p1', delta: 'Lee. Make it quick, ' });
    await page.getByRole('status').filter({ hasText: 'AI is speaking...' }).waitFor();
    await emit(model, { type: 'response.output_audio_transcript.delta', item_id: 'item_p1', delta: 'I have a meeting.' });
    await emit(model, { type: 'response.output_audio_transcript.done', item_id: 'item_p1', transcript: 'Lee. Make it quick, I have a meeting.' });
    await emit(model, { type: 'response.done' });
    await emit(model, { type: 'output_audio_buffer.stopped' });
    await page.getByRole('status').filter({ hasText: 'Listening...' }).waitFor();
    await emit(model, { type: 'input_audio_buffer.speech_started', item_id: 'item_u1' });
    // The prospect's next line arrives before the user's transcript; the order stays right.
    await emit(model, { type: 'response.output_audio_transcript.done', item_id: 'item_p2', transcript: 'Too expensive. No budget.' });
    await emit(model, {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_u1',
      transcript: 'Hi, this is Alex from ShiftPal. How do you plan your shifts today?',
    });
    const transcript = page.getByTestId('call-transcript');
    await transcript.getByText('How do you plan your shifts today?').waitFor();
    const order = await transcript.locator('li').allTextContents();
    expect(order).toEqual([
      'ProspectLee. Make it quick, I have a meeting.',
      'YouHi, this is Alex from ShiftPal. How do you plan your shifts today?',
      'ProspectToo expensive. No budget.',
    ]);

    await page.getByRole('button', { name: 'End Call & Get Feedback' }).click();
    await page.getByRole('heading', { name: 'AI Sales Coach report' }).waitFor({ timeout: 30_000 });
    await page.getByText('Realtime call analysed by the stand-in model.').waitFor();
    // The server hung the call up with its API key, and analyzed what the browser heard.
    const hangups = service.to(`/v1/realtime/calls/${CALL_ID}/hangup`);
    expect(hangups).toHaveLength(1);
    expect(hangups[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(service.to('/v1/chat/completions').at(-1)!.body).toContain('How do you plan your shifts today?');
    await page.getByRole('button', { name: 'Practice Again' }).click();
    await page.getByRole('button', { name: 'Start Simulation' }).waitFor();
    expect(errors).toEqual([]);
    await model.close();
  });

  it('a refused SDP exchange is a Connection Error: back to setup, credit returned', async () => {
    service.failCallsWith = 503;
    try {
      const { page } = await newPage(browser, { baseURL: appUrl });
      await signUp(page);
      await page.goto('/tools/tool-2');
      await answerSetup(page);
      await page.getByRole('button', { name: 'Start Simulation' }).click();
      await page.getByText('Connection Error').waitFor();
      await page.getByText('Failed to connect to AI coach. Please try again.').waitFor();
      // The service refused (503); our server answers the browser with 502.
      await page.getByText('Last attempt: Failed to connect: 502').waitFor();
      await page.getByRole('button', { name: 'Start Simulation' }).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="tool-credits"]')?.textContent === '2');
    } finally {
      service.failCallsWith = null;
    }
  });
});

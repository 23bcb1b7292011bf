// Real calls end to end (issue 31): a sales call spoken by two espeak-ng voices on a known timeline,
// encoded as phones and WhatsApp write it, uploaded through POST /api/calls, analysed in the
// background by the offline provider (ffmpeg, the voice activity, pocketsphinx, the Sales Coach's
// rubric) and read through GET /api/calls/:id. Checks the metrics against the timeline, the money
// (one credit, refunded when nothing was judged, never twice for one file), who may read, privacy
// (the recording deleted, or kept sealed and deletable; the audit log) and a restart mid-analysis.
// Needs espeak-ng, ffmpeg and pocketsphinx (CI installs them).

import { spawnSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { hasBinaries, SPEECH_TEST_BINARIES } from '../fixtures/audio.ts';
import { encodeCall } from '../fixtures/call-containers.ts';
import { layOutScript, SAMPLE_SALES_CALL } from '../fixtures/call-script.ts';
import { renderCallTimeline, type RenderedTimeline } from '../fixtures/call-timeline.ts';
import { measureConversation, type ConversationMetrics } from '../../src/server/ai/conversation/conversation-metrics.ts';
import { auditLog, organizationMembers, realCalls, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { CallWorker } from '../../src/server/features/calls/call-worker.ts';
import { enqueueDueCalls, processCall } from '../../src/server/features/calls/calls.service.ts';
import { refundStuckRuns } from '../../src/server/maintenance.ts';
import type { CallAccepted, CallResponse } from '../../src/shared/calls.ts';

const available = hasBinaries(...SPEECH_TEST_BINARIES, 'espeak-ng', 'ffprobe');
if (!available) console.warn('Skipping the real calls test: espeak-ng, ffmpeg, ffprobe and pocketsphinx are not all on the PATH.');

const lengthOf = (timeline: RenderedTimeline) => timeline.channels[0]!.length / timeline.sampleRate;

describe.skipIf(!available)('real calls: upload → background analysis → report', () => {
  let t: TestApp;
  let stereo: RenderedTimeline;
  let mono: RenderedTimeline;
  let voiceNote: RenderedTimeline;
  let truth: ConversationMetrics;
  let stereoM4a: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AI_PROVIDER: 'local' });
    const lines = await layOutScript(SAMPLE_SALES_CALL);
    const sellerOnly = await layOutScript(SAMPLE_SALES_CALL.filter((step) => step.speaker === 'seller'));
    [stereo, mono, voiceNote] = await Promise.all([
      renderCallTimeline(lines, { layout: 'stereo', noiseDb: -55, bleedDb: -22 }),
      renderCallTimeline(lines, { layout: 'mono', noiseDb: -55 }),
      renderCallTimeline(sellerOnly, { layout: 'mono', noiseDb: -55 }),
    ]);
    truth = measureConversation(stereo.truth, lengthOf(stereo));
    stereoM4a = await encodeCall(stereo.channels, stereo.sampleRate, 'm4a-aac');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;

  async function upload(cookie: string, file: Uint8Array | Buffer, query = 'consent=1') {
    return t.request(`/api/calls?${query}`, { method: 'POST', cookie, headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(file) });
  }

  async function analysed(cookie: string, file: Buffer, query = 'consent=1'): Promise<CallResponse> {
    const response = await upload(cookie, file, query);
    expect(response.status, await response.clone().text()).toBe(202);
    const { id } = (await response.json()) as CallAccepted;
    await t.deps.calls.idle();
    const read = await t.request(`/api/calls/${id}`, { cookie });
    expect(read.status).toBe(200);
    return (await read.json()) as CallResponse;
  }

  it('refuses what it cannot take before spending anything: no consent, empty, not audio, undecodable, too long', async () => {
    const { cookie, userId } = await t.signUp();
    expect((await upload(cookie, stereoM4a, 'sellerChannel=left')).status).toBe(400);
    expect((await upload(cookie, Buffer.alloc(0))).status).toBe(400);
    expect((await upload(cookie, Buffer.from('name,phone\nAmina,0712345678\n'))).status).toBe(415);
    const noise = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(4000, 7)]);
    const undecodable = await upload(cookie, noise);
    expect(undecodable.status).toBe(422);
    expect(((await undecodable.json()) as { error: { code: string } }).error.code).toBe('unprocessable_audio');
    // 16 minutes of near silence: a small file, too long a call.
    const long = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=8000:cl=mono',
        '-t',
        '960',
        '-c:a',
        'libopus',
        '-b:a',
        '6k',
        '-f',
        'ogg',
        'pipe:1',
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).stdout;
    expect((await upload(cookie, long)).status).toBe(413);
    expect(
      (await t.request('/api/calls?consent=1', { method: 'POST', cookie, headers: { 'content-length': String(17 * 1024 * 1024) }, body: 'x' })).status,
    ).toBe(413);
    // Every query value is checked before the body is read: a clear 400 naming the field.
    for (const query of [
      'consent=0',
      'consent=1&sellerChannel=middle',
      'consent=1&keep=2',
      'consent=1&scenario=Cold%20call',
      `consent=1&fileName=${'a'.repeat(201)}`,
      'consent=1&product=a%00b',
    ]) {
      const refused = await upload(cookie, stereoM4a, query);
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'invalid_input',
        message: expect.any(String),
      });
    }
    expect((await t.request('/api/calls/not-a-call', { cookie })).status).toBe(400);
    expect((await t.request('/api/calls/not-a-call/audio', { method: 'DELETE', cookie })).status).toBe(400);
    expect(await credits(userId)).toBe(2);
    const rows = await t.deps.db.select().from(realCalls).where(eq(realCalls.userId, userId));
    expect(rows).toHaveLength(0);
  }, 120_000);

  it('measures a stereo iPhone (m4a) call exactly against its timeline, with times on what was said, for one credit', async () => {
    const { cookie, userId } = await t.signUp();
    const call = await analysed(cookie, stereoM4a, 'consent=1&sellerChannel=left&product=Card%20reader&fileName=call.m4a');
    expect(call.status).toBe('done');
    const { metrics, transcript, objections } = call.report!;
    console.info(`stereo call: ${JSON.stringify(metrics)}`);
    console.info(`heard: ${transcript.map((turn) => `[${turn.startSeconds}] ${turn.speaker}: ${turn.text}`).join(' | ')}`);
    expect(metrics).toMatchObject({ channels: 2, estimated: false });
    expect(Math.abs(metrics.durationSeconds - lengthOf(stereo))).toBeLessThan(0.2);
    expect(Math.abs(metrics.talkRatio - truth.talkRatio)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(metrics.longestMonologueSeconds - truth.longestMonologueSeconds)).toBeLessThanOrEqual(0.5);
    expect(metrics.interruptions).toEqual(truth.interruptions);
    expect(metrics.longSilences).toBe(truth.longSilences);
    expect(metrics.pace.seller).toBeGreaterThan(2);
    // Every turn starts where its side spoke on the timeline (within the detector's edges).
    for (const turn of transcript) {
      const spans = stereo.truth[turn.speaker];
      expect(spans.some((span) => Math.abs(span.start - turn.startSeconds) < 0.4 || (turn.startSeconds > span.start && turn.startSeconds < span.end))).toBe(
        true,
      );
    }
    for (const objection of objections) expect(transcript.some((turn) => turn.speaker === 'prospect' && turn.startSeconds === objection.atSeconds)).toBe(true);
    expect(call.report!.markdown).toContain('Real call report');
    expect(call.fileName).toBe('call.m4a');
    expect(call.own).toBe(true);
    // Paid once, unless nothing could be judged (then given back, and said so).
    expect(await credits(userId)).toBe(call.refunded ? 2 : 1);
    if (call.refunded) expect(call.report!.unjudged).toBeTruthy();
    else expect(call.report!.coaching!.overallScore).toBeLessThan(100);

    // The same file again is the same call, not a second charge.
    const again = await upload(cookie, stereoM4a, 'consent=1&sellerChannel=left');
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ id: call.id, status: 'done', duplicate: true });
    expect(await credits(userId)).toBe(call.refunded ? 2 : 1);

    // The recording was deleted after the analysis, and the log says so.
    const [row] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, call.id));
    expect(row!.audio).toBeNull();
    const actions = (await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, call.id))).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['call.upload', 'call.analysed_audio_deleted']));
    const list = (await (await t.request('/api/calls', { cookie })).json()) as { calls: { id: string }[] };
    expect(list.calls.map((c) => c.id)).toEqual([call.id]);
  }, 120_000);

  it("reads the seller's side from the channel they name", async () => {
    const { cookie } = await t.signUp();
    const swapped = await encodeCall([stereo.channels[1]!, stereo.channels[0]!], stereo.sampleRate, 'mp3');
    const call = await analysed(cookie, swapped, 'consent=1&sellerChannel=right');
    expect(Math.abs(call.report!.metrics.talkRatio - truth.talkRatio)).toBeLessThanOrEqual(0.02);
    expect(call.report!.metrics.interruptions).toEqual(truth.interruptions);
  }, 120_000);

  it('estimates a one-channel WhatsApp call, and says so; a voice note of one voice is all the seller', async () => {
    const { cookie } = await t.signUp();
    const call = await analysed(cookie, await encodeCall(mono.channels, mono.sampleRate, 'whatsapp-opus'));
    const monoTruth = measureConversation(mono.truth, lengthOf(mono));
    expect(call.report!.metrics).toMatchObject({ channels: 1, estimated: true, estimatedBy: 'voices' });
    expect(Math.abs(call.report!.metrics.talkRatio - monoTruth.talkRatio)).toBeLessThanOrEqual(0.1);
    expect(call.report!.markdown).toContain('estimates');

    const note = await analysed(cookie, await encodeCall(voiceNote.channels, voiceNote.sampleRate, 'whatsapp-opus'));
    expect(note.report!.metrics).toMatchObject({ channels: 1, estimated: true, estimatedBy: 'one-voice', talkRatio: 1 });
    expect(note.report!.metrics.interruptions).toEqual({ seller: 0, prospect: 0 });
  }, 180_000);

  it("lets the team's managers read a member's call, nobody else; only the uploader deletes", async () => {
    const seller = await t.signUp();
    const manager = await t.signUp();
    const stranger = await t.signUp();
    const call = await analysed(seller.cookie, await encodeCall(stereo.channels, stereo.sampleRate, 'wav'));
    expect((await t.request(`/api/calls/${call.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/calls/${call.id}`, { cookie: manager.cookie })).status).toBe(404);
    // The manager joins the seller's team as its manager.
    const [sellerMembership] = await t.deps.db.select().from(organizationMembers).where(eq(organizationMembers.userId, seller.userId));
    await t.deps.db
      .update(organizationMembers)
      .set({ organizationId: sellerMembership!.organizationId, role: 'manager' })
      .where(eq(organizationMembers.userId, manager.userId));
    const read = await t.request(`/api/calls/${call.id}`, { cookie: manager.cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: call.id, own: false, fileName: null });
    expect((await t.request(`/api/calls/${call.id}`, { method: 'DELETE', cookie: manager.cookie })).status).toBe(404);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, call.id), eq(auditLog.action, 'call.read_by_manager')));
    expect(audited[0]!.actorId).toBe(manager.userId);

    expect((await t.request(`/api/calls/${call.id}`, { method: 'DELETE', cookie: seller.cookie })).status).toBe(200);
    expect((await t.request(`/api/calls/${call.id}`, { cookie: seller.cookie })).status).toBe(404);
    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, seller.userId));
    expect(log!.result).toBeNull();
  }, 120_000);

  it('keeps a recording sealed when asked, until it is deleted', async () => {
    const { cookie } = await t.signUp();
    const wav = await encodeCall(stereo.channels, stereo.sampleRate, 'flac');
    const call = await analysed(cookie, wav, 'consent=1&keep=1');
    expect(call.audioKept).toBe(true);
    const days = (Date.parse(call.audioExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, call.id));
    // Sealed: the stored bytes are not the file.
    expect(row!.audio!.length).toBeGreaterThan(wav.length);
    expect(row!.audio!.includes(wav.subarray(0, 64))).toBe(false);
    const deleted = await t.request(`/api/calls/${call.id}/audio`, { method: 'DELETE', cookie });
    expect(await deleted.json()).toMatchObject({ audioKept: false, audioExpiresAt: null });
    const [after] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, call.id));
    expect(after!.audio).toBeNull();
  }, 120_000);

  it('resumes a call whose node stopped mid-analysis (its lease ran out), and the sweep refunds one never finished', async () => {
    const { cookie, userId } = await t.signUp();
    // This node stops taking work, as if it died right after accepting the upload.
    t.deps.calls.stop();
    const response = await upload(cookie, await encodeCall(stereo.channels, stereo.sampleRate, 'webm-opus'));
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as CallAccepted;
    await t.deps.db
      .update(realCalls)
      .set({ attempts: 1, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(realCalls.id, id));

    // Another node (or this one restarted) finds it and finishes it.
    const worker = new CallWorker(t.deps.calls.ffmpeg, { maxQueued: 5, scanEveryMs: 60_000 });
    const deps = { ...t.deps, calls: worker };
    worker.start(
      (callId) => processCall(deps, callId),
      (w) => enqueueDueCalls(deps, w),
    );
    for (let i = 0; i < 100 && (await t.deps.db.select().from(realCalls).where(eq(realCalls.id, id)))[0]!.status === 'processing'; i++) {
      await worker.idle();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    worker.stop();
    const [done] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, id));
    expect(done!.status).toBe('done');
    expect(done!.attempts).toBe(2);

    // A call nobody finishes: the stuck-run sweep fails it and gives the credit back.
    const before = await credits(userId);
    const second = await upload(cookie, await encodeCall(mono.channels, mono.sampleRate, 'mp3'));
    const stuck = ((await second.json()) as CallAccepted).id;
    expect(await credits(userId)).toBe(before - 1);
    const [row] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, stuck));
    await t.deps.db
      .update(toolUsageLogs)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(toolUsageLogs.id, row!.usageLogId!));
    await refundStuckRuns(t.deps.db, 600_000);
    const [failed] = await t.deps.db.select().from(realCalls).where(eq(realCalls.id, stuck));
    expect(failed).toMatchObject({ status: 'failed', refunded: true, audio: null });
    expect(await credits(userId)).toBe(before);
  }, 180_000);
});

// Audio uploads reach ffmpeg only as the audio they claim to be (issue 13 item 9). An
// "audio/mpeg" upload that starts with an ID3 tag followed by an HLS playlist used to be probed
// by ffmpeg as a playlist, which then read a media file from the server's disk.

import { walletOf } from '../helpers/wallet.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SPEECH_TEST_BINARIES, espeakWav, hasBinaries } from '../fixtures/audio.ts';
import { detectSpeechEngine, PocketsphinxRecognizer } from '../../src/server/ai/local/pocketsphinx.ts';
import type { StartSalesSessionResponse } from '../../src/shared/sales-coach.ts';

const speech = hasBinaries(...SPEECH_TEST_BINARIES);

/** An ID3v2 tag (no frames) followed by an HLS playlist whose only segment is `segment`. */
function id3Playlist(segment: string) {
  const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3.0,\n${segment}\n#EXT-X-ENDLIST\n`;
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]), Buffer.from(playlist)]);
}

let t: TestApp;
let dir: string;
/** A "private" recording on the server's disk, and a genuine MP3 with an ID3 tag (as ffmpeg writes). */
let secretMp3 = '';
let genuineMp3: Buffer;
const SECRET_WORDS = 'the vault code is four four seven';

beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDER: 'local', GUEST_DAILY_RUNS_PER_IP: '100' });
  dir = mkdtempSync(path.join(tmpdir(), 'audio-safety-'));
  if (speech) {
    const wav = espeakWav(SECRET_WORDS, dir, 'secret', 120);
    secretMp3 = path.join(dir, 'secret.mp3');
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', wav, secretMp3]);
    const pitchWav = espeakWav('Will you join us? We are raising fifty thousand dollars for shops.', dir, 'pitch', 140);
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', pitchWav, '-id3v2_version', '3', path.join(dir, 'pitch.mp3')]);
    genuineMp3 = readFileSync(path.join(dir, 'pitch.mp3'));
  }
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** WebM's magic bytes, then junk: passes the content check, fails in the decoder. */
const WEBM_JUNK = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 0x42)]);

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe.skipIf(!speech)('ffmpeg reads only the declared format, from stdin', () => {
  it('a playlist behind an ID3 tag is not followed to a file on the server (recognizer level)', async () => {
    const recognizer = new PocketsphinxRecognizer(detectSpeechEngine()!, { maxSeconds: 60 });
    const outcome = await recognizer.recognize(id3Playlist(secretMp3), 'audio/mpeg').then(
      (result) => ({ read: true, result }),
      () => ({ read: false, result: null }),
    );
    // Before: ffmpeg probed an HLS playlist and decoded /tmp/…/secret.mp3 (about 3 s of speech).
    expect(outcome).toEqual({ read: false, result: null });
  }, 60_000);

  it('the Pitch Lab refuses it with 415 before anything is spent', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=3', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/mpeg' },
      body: new Uint8Array(id3Playlist(secretMp3)),
    });
    const text = await res.clone().text();
    expect(res.status, text).toBe(415);
    expect((await errorOf(res)).message).toBe('The file is not a valid audio recording of the declared type.');
    for (const word of ['vault', 'four', 'seven']) expect(text).not.toContain(word);
    expect(await credits(userId)).toBe(2);
  }, 60_000);

  it('a genuine MP3 with an ID3 tag still works', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=5', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/mpeg' },
      body: new Uint8Array(genuineMp3),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }, 120_000);
});

describe("the Sales Coach's push-to-talk upload gets the same content check", () => {
  async function turnSession() {
    const account = await t.signUp();
    const setup = {
      product: 'ShiftPal, a staff scheduling app',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    };
    const started = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: account.cookie, json: { setup } });
    expect(started.status).toBe(201);
    return { ...account, session: (await started.json()) as StartSalesSessionResponse };
  }
  const transcribe = (sessionId: string, cookie: string, body: Buffer, contentType: string) =>
    t.request(`/api/sales-coach/sessions/${sessionId}/transcribe`, {
      method: 'POST',
      cookie,
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'x-audio-duration': '2' },
    });

  it('bytes that are not the declared audio type are refused with 415', async () => {
    const { cookie, session } = await turnSession();
    const cases: [string, Buffer][] = [
      ['audio/webm', Buffer.from('#EXTM3U\n#EXTINF:3.0,\n/etc/passwd\n')],
      ['audio/ogg', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100)])],
      ['audio/mpeg', id3Playlist('/tmp/anything.mp3')],
      ['audio/wav', Buffer.from('RIFF....AVI LIST')],
    ];
    for (const [type, body] of cases) {
      const res = await transcribe(session.sessionId, cookie, body, type);
      expect(res.status, `${type}: ${await res.clone().text()}`).toBe(415);
      expect((await errorOf(res)).message).toBe('The file is not a valid audio recording of the declared type.');
    }
    // A type that is not an accepted audio type at all.
    expect((await transcribe(session.sessionId, cookie, Buffer.from('x'), 'audio/x-flac')).status).toBe(415);
  });

  it.skipIf(!speech)(
    'undecodable audio of the right type is a 422 unprocessable_audio with a clear message, never a 5xx',
    async () => {
      const { cookie, session } = await turnSession();
      const res = await transcribe(session.sessionId, cookie, WEBM_JUNK, 'audio/webm;codecs=opus');
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toEqual({
        code: 'unprocessable_audio',
        id: 'salesCoach.turnUndecodable',
        message: 'Failed to transcribe audio: the recording could not be decoded. Please try again or type your reply.',
      });
    },
    60_000,
  );
});

describe.skipIf(!speech)("the Pitch Lab's undecodable upload (issue 14)", () => {
  it('WebM magic followed by junk is a 422 unprocessable_audio (was 502) and the credit comes back', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=3', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
      body: new Uint8Array(WEBM_JUNK),
    });
    expect(res.status, await res.clone().text()).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'unprocessable_audio',
      id: 'pitch.undecodable',
      message: 'Failed to transcribe audio: the recording could not be decoded. Please record it again, or type your pitch instead.',
    });
    expect(await credits(userId)).toBe(2);
  }, 60_000);
});

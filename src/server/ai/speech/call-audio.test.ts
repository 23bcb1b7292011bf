import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_FORMATS, encodeCall, type CallFormat } from '../../../../tests/fixtures/call-containers.ts';
import { AudioDecodeError } from '../local/pocketsphinx.ts';
import { sniffAudioContainer, type SniffedContainer } from './audio-container.ts';
import { CallTooLongError, decodeCallAudio, isDualMono } from './call-audio.ts';

// A real call decoded for the conversation metrics (issue 31): every container encodable here, a
// party per channel kept apart, a duplicated mono found, bad bytes and long calls refused.
// AMR cannot be encoded by Debian's ffmpeg: hand-made frames stand in for it.

const ffmpeg = spawnSync('which', ['ffmpeg'], { encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(path.join(tmpdir(), 'call-audio-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RATE = 16_000;

/** A "voice": a tone with a slow syllable-like envelope, on during [start, end) seconds. */
function voice(seconds: number, hz: number, spans: [number, number][], rate = RATE): Int16Array {
  const samples = new Int16Array(Math.round(seconds * rate));
  for (const [start, end] of spans) {
    for (let i = Math.round(start * rate); i < Math.min(samples.length, Math.round(end * rate)); i++) {
      const envelope = 0.6 + 0.4 * Math.sin((2 * Math.PI * 4 * i) / rate);
      samples[i] = Math.round(8000 * envelope * Math.sin((2 * Math.PI * hz * i) / rate));
    }
  }
  return samples;
}

function energy(samples: Int16Array, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, Math.round((to - from) * RATE)));
}

function sniff(data: Buffer): SniffedContainer {
  const container = sniffAudioContainer(data);
  if (!container) throw new Error('not sniffed');
  return container;
}

// Seller on the left in the first half, prospect on the right in the second.
const left = voice(6, 220, [[0.5, 2.5]]);
const right = voice(6, 330, [[3.5, 5.5]]);

describe('decodeCallAudio', () => {
  it.each(CALL_FORMATS)('decodes stereo %s into its two parties, duration within 0.1 s', async (format: CallFormat) => {
    const data = await encodeCall([left, right], RATE, format);
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
    expect(call.sampleRate).toBe(16_000);
    expect(call.sourceChannels).toBe(2);
    expect(call.dualMono).toBe(false);
    expect(call.channels).toHaveLength(2);
    expect(call.durationSeconds).toBeGreaterThan(5.9);
    expect(call.durationSeconds).toBeLessThan(6.1);
    const [l, r] = call.channels as [Int16Array, Int16Array];
    // Each party heard on its own side only.
    expect(energy(l, 1, 2)).toBeGreaterThan(1000);
    expect(energy(l, 4, 5)).toBeLessThan(200);
    expect(energy(r, 4, 5)).toBeGreaterThan(1000);
    expect(energy(r, 1, 2)).toBeLessThan(200);
  });

  it.each(CALL_FORMATS)('decodes a mono %s phone recording (8 kHz, 300–3400 Hz)', async (format: CallFormat) => {
    const data = await encodeCall([voice(4, 440, [[0.5, 3.5]])], RATE, format, { telephone: true });
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
    expect(call.sourceChannels).toBe(1);
    expect(call.channels).toHaveLength(1);
    expect(Math.abs(call.durationSeconds - 4)).toBeLessThan(0.1);
    expect(energy(call.channels[0]!, 1, 3)).toBeGreaterThan(1000);
  });

  it.each(['whatsapp-opus', 'm4a-aac', 'mp3'] as const)('returns a %s stereo file with the same sound twice as one channel', async (format) => {
    const sound = voice(4, 300, [
      [0.3, 1.8],
      [2.2, 3.6],
    ]);
    const data = await encodeCall([sound, sound], RATE, format);
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
    expect(call).toMatchObject({ sourceChannels: 2, dualMono: true });
    expect(call.channels).toHaveLength(1);
    expect(energy(call.channels[0]!, 0.5, 1.5)).toBeGreaterThan(1000);
  });

  it('keeps two parties apart even when each channel hears an echo of the other', () => {
    const echoed = (own: Int16Array, other: Int16Array) => own.map((sample, i) => sample + Math.round(0.2 * other[i]!));
    expect(isDualMono(echoed(left, right), echoed(right, left))).toBe(false);
    // The same sound at a lower level on one side is still one sound.
    expect(
      isDualMono(
        left,
        left.map((sample) => Math.round(sample * 0.6)),
      ),
    ).toBe(true);
  });

  it('mixes more than two channels down to one', async () => {
    const file = path.join(dir, 'surround.m4a');
    execFileSync('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2:sample_rate=48000',
      '-ac',
      '6',
      '-c:a',
      'aac',
      file,
    ]);
    const data = readFileSync(file);
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
    expect(call).toMatchObject({ sourceChannels: 6, dualMono: false });
    expect(call.channels).toHaveLength(1);
  });

  it.each([
    ['ADTS AAC', 'call.aac', ['-c:a', 'aac', '-f', 'adts']],
    ['CAF', 'call.caf', ['-c:a', 'alac', '-f', 'caf']],
    ['QuickTime', 'call.mov', ['-c:a', 'aac', '-f', 'mov']],
    ['Matroska', 'call.mka', ['-c:a', 'libopus', '-f', 'matroska']],
    ['Ogg Vorbis', 'call.ogg', ['-c:a', 'libvorbis', '-f', 'ogg']],
    ['GSM WAV', 'gsm.wav', ['-ar', '8000', '-ac', '1', '-c:a', 'libgsm_ms', '-f', 'wav']],
  ])('decodes %s too', async (_name, name, args) => {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3:sample_rate=16000', ...args, file]);
    const data = readFileSync(file);
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
    expect(Math.abs(call.durationSeconds - 3)).toBeLessThan(0.1);
  });

  it('decodes AMR-NB and AMR-WB made by hand (no AMR encoder here): 150 frames of 20 ms', async () => {
    // Frame headers 0x3c (NB 12.2 kbit/s, 31 bytes) and 0x44 (WB 23.85 kbit/s, 60 bytes), zero payloads.
    const nb = Buffer.concat([Buffer.from('#!AMR\n'), ...Array.from({ length: 150 }, () => Buffer.from([0x3c, ...Buffer.alloc(31)]))]);
    const wb = Buffer.concat([Buffer.from('#!AMR-WB\n'), ...Array.from({ length: 150 }, () => Buffer.from([0x44, ...Buffer.alloc(60)]))]);
    for (const data of [nb, wb]) {
      const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 60 });
      expect(call.channels).toHaveLength(1);
      expect(Math.abs(call.durationSeconds - 3)).toBeLessThan(0.1);
    }
  });

  it('refuses undecodable bytes with an AudioDecodeError', async () => {
    const good = await encodeCall([left, right], RATE, 'm4a-aac');
    const container = sniff(good);
    // An M4A cut before its index, a WhatsApp note cut inside its headers, and noise after a real header.
    await expect(decodeCallAudio(ffmpeg, good.subarray(0, 600), container, { maxSeconds: 60 })).rejects.toBeInstanceOf(AudioDecodeError);
    const note = await encodeCall([left], RATE, 'whatsapp-opus');
    await expect(decodeCallAudio(ffmpeg, note.subarray(0, 60), sniff(note), { maxSeconds: 60 })).rejects.toBeInstanceOf(AudioDecodeError);
    const noise = Buffer.alloc(20_000);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
    // AMR has no sync word: ffmpeg would read noise after its magic as sound, so the sniffer refuses it.
    expect(sniffAudioContainer(Buffer.concat([Buffer.from('#!AMR\n'), noise]))).toBeNull();
    const flac = Buffer.concat([Buffer.from('fLaC'), noise]);
    await expect(decodeCallAudio(ffmpeg, flac, sniff(flac), { maxSeconds: 60 })).rejects.toBeInstanceOf(AudioDecodeError);
    // Bytes of one container read as another.
    await expect(decodeCallAudio(ffmpeg, good, sniff(note), { maxSeconds: 60 })).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('refuses a call longer than the limit, with its length', async () => {
    const data = await encodeCall([voice(12, 220, [[0, 12]])], RATE, 'whatsapp-opus');
    const error = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 8 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallTooLongError);
    expect((error as CallTooLongError).seconds).toBeGreaterThan(8);
    // At the limit exactly: accepted.
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 12 });
    expect(Math.abs(call.durationSeconds - 12)).toBeLessThan(0.1);
  });

  it('decodes a 15-minute stereo call in a few seconds', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'long.ogg');
    // Two different tones: one party per channel, as a call recorder writes them.
    execFileSync('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=900:sample_rate=16000'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=900:sample_rate=16000', '-filter_complex', '[0][1]amerge=inputs=2'],
      ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg', file],
    ]);
    const data = readFileSync(file);
    const started = performance.now();
    const call = await decodeCallAudio(ffmpeg, data, sniff(data), { maxSeconds: 900 });
    const elapsed = performance.now() - started;
    expect(call.channels).toHaveLength(2);
    expect(Math.abs(call.durationSeconds - 900)).toBeLessThan(0.1);
    console.info(`15-minute stereo Ogg Opus decoded in ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(15_000);
  });
});

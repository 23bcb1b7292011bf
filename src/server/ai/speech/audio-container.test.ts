import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_FORMATS, encodeCall, type CallFormat } from '../../../../tests/fixtures/call-containers.ts';
import { sniffAudioContainer, startsWithMpegAudio, type ContainerKind } from './audio-container.ts';

// The container of an uploaded call, from its bytes (issue 31): real files written by ffmpeg as the
// apps write them, and hand-made headers for what cannot be encoded here (AMR: no encoder in
// Debian's ffmpeg, so only its magic bytes are tested).

const dir = mkdtempSync(path.join(tmpdir(), 'sniff-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tone(seconds = 0.5, sampleRate = 16_000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(5000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return samples;
}

/** Half a second of a tone written by ffmpeg with `args` (codec and muxer), named `file`. */
function ffmpegFile(file: string, args: string[]): Buffer {
  const output = path.join(dir, file);
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5:sample_rate=16000', ...args, output]);
  return readFileSync(output);
}

const expected: Record<CallFormat, { kind: ContainerKind; demuxer: string; upload: string | null }> = {
  'whatsapp-opus': { kind: 'ogg-opus', demuxer: 'ogg', upload: 'call.ogg' },
  'webm-opus': { kind: 'webm', demuxer: 'webm', upload: 'call.webm' },
  'm4a-aac': { kind: 'm4a', demuxer: 'm4a', upload: 'call.m4a' },
  '3gp-aac': { kind: '3gp', demuxer: '3gp', upload: null },
  mp3: { kind: 'mp3', demuxer: 'mp3', upload: 'call.mp3' },
  wav: { kind: 'wav', demuxer: 'wav', upload: 'call.wav' },
  flac: { kind: 'flac', demuxer: 'flac', upload: 'call.flac' },
};

describe('sniffAudioContainer', () => {
  it.each(CALL_FORMATS)('finds %s from the bytes the app writes', async (format) => {
    const sniffed = sniffAudioContainer(await encodeCall([tone()], 16_000, format));
    expect(sniffed).toMatchObject({ kind: expected[format].kind, demuxer: expected[format].demuxer });
    expect(sniffed?.upload?.fileName ?? null).toBe(expected[format].upload);
  });

  it.each([
    ['ogg-vorbis', 'vorbis.ogg', ['-c:a', 'libvorbis', '-f', 'ogg'], 'ogg', 'call.ogg'],
    ['ogg', 'speex.spx', ['-c:a', 'libspeex', '-f', 'ogg'], 'ogg', null],
    ['matroska', 'call.mka', ['-c:a', 'libopus', '-f', 'matroska'], 'matroska', null],
    ['mp4', 'call.mp4', ['-c:a', 'aac', '-f', 'mp4'], 'mp4', 'call.mp4'],
    ['mov', 'call.mov', ['-c:a', 'aac', '-f', 'mov'], 'mov', null],
    ['3g2', 'call.3g2', ['-c:a', 'aac', '-f', '3g2'], '3g2', null],
    ['aac', 'call.aac', ['-c:a', 'aac', '-f', 'adts'], 'aac', null],
    ['aac', 'tagged.aac', ['-c:a', 'aac', '-f', 'adts', '-write_id3v2', '1'], 'aac', null],
    ['caf', 'call.caf', ['-c:a', 'alac', '-f', 'caf'], 'caf', null],
    ['wav', 'gsm.wav', ['-ar', '8000', '-c:a', 'libgsm_ms', '-f', 'wav'], 'wav', null],
    ['wav', 'alaw.wav', ['-ar', '8000', '-c:a', 'pcm_alaw', '-f', 'wav'], 'wav', null],
    ['mp3', 'bare.mp3', ['-c:a', 'libmp3lame', '-write_id3v2', '0', '-f', 'mp3'], 'mp3', 'call.mp3'],
  ] as const)('finds %s in %s', (kind, file, args, demuxer, upload) => {
    const sniffed = sniffAudioContainer(ffmpegFile(file, [...args]));
    expect(sniffed).toMatchObject({ kind, demuxer });
    expect(sniffed?.upload?.fileName ?? null).toBe(upload);
  });

  it('never names an Ogg Opus file .opus for the provider', async () => {
    const sniffed = sniffAudioContainer(await encodeCall([tone(), tone()], 16_000, 'whatsapp-opus'));
    expect(sniffed?.upload).toEqual({ fileName: 'call.ogg', mimeType: 'audio/ogg' });
  });

  it('finds AMR-NB and AMR-WB from their magic (no AMR encoder here)', () => {
    // An AMR-NB 12.2 kbit/s frame header (0x3c) and an AMR-WB 23.85 kbit/s one (0x44) after the magic.
    expect(sniffAudioContainer(Buffer.concat([Buffer.from('#!AMR\n'), Buffer.from([0x3c]), Buffer.alloc(31)]))).toEqual({
      kind: 'amr-nb',
      demuxer: 'amr',
      mimeType: 'audio/amr',
      upload: null,
    });
    expect(sniffAudioContainer(Buffer.concat([Buffer.from('#!AMR-WB\n'), Buffer.from([0x44]), Buffer.alloc(60)]))).toMatchObject({
      kind: 'amr-wb',
      demuxer: 'amr',
      upload: null,
    });
  });

  it('reads hand-made headers', () => {
    const riff = Buffer.alloc(44);
    riff.write('RIFF', 0, 'latin1');
    riff.write('WAVEfmt ', 8, 'latin1');
    riff.writeUInt32LE(16, 16);
    riff.writeUInt16LE(1, 20);
    expect(sniffAudioContainer(riff)).toMatchObject({ kind: 'wav', upload: { fileName: 'call.wav' } });
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypM4A \0\0\0\0M4A isom', 4, 'latin1');
    expect(sniffAudioContainer(ftyp)).toMatchObject({ kind: 'm4a', demuxer: 'm4a' });
    ftyp.write('3gp4', 8, 'latin1');
    expect(sniffAudioContainer(ftyp)).toMatchObject({ kind: '3gp', upload: null });
    expect(sniffAudioContainer(Buffer.from('fLaC\0\0\0\x22', 'latin1'))).toMatchObject({ kind: 'flac' });
    expect(sniffAudioContainer(Buffer.from('caff\0\x01\0\0desc', 'latin1'))).toMatchObject({ kind: 'caf', demuxer: 'caf' });
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz.
    expect(sniffAudioContainer(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toMatchObject({ kind: 'mp3' });
  });

  it('refuses what is not audio', () => {
    expect(sniffAudioContainer(Buffer.alloc(0))).toBeNull();
    expect(sniffAudioContainer(Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\nfile:///etc/passwd\n'))).toBeNull();
    expect(sniffAudioContainer(Buffer.from('Hello, this is a text file and not a recording.\n'))).toBeNull();
    expect(sniffAudioContainer(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    const garbage = Buffer.alloc(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 251;
    expect(sniffAudioContainer(garbage)).toBeNull();
    // A HEIC picture is ISO media too, but not a recording.
    const heic = Buffer.alloc(24);
    heic.writeUInt32BE(24, 0);
    heic.write('ftypheic\0\0\0\0mif1heic', 4, 'latin1');
    expect(sniffAudioContainer(heic)).toBeNull();
    expect(sniffAudioContainer(Buffer.from('OggS'))).toBeNull();
    expect(sniffAudioContainer(Buffer.from('caff'))).toBeNull();
  });

  it('refuses an ID3 tag followed by anything but audio', () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, ...Buffer.alloc(10)]);
    const playlist = Buffer.concat([tag, Buffer.from('#EXTM3U\nhttp://169.254.169.254/latest\n')]);
    expect(sniffAudioContainer(playlist)).toBeNull();
    expect(startsWithMpegAudio(playlist)).toBe(false);
    expect(sniffAudioContainer(tag)).toBeNull();
    // Not syncsafe: not a tag.
    expect(sniffAudioContainer(Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64]))).toBeNull();
    const mp3 = Buffer.concat([tag, Buffer.alloc(3), Buffer.from([0xff, 0xfb, 0x90, 0x64])]);
    expect(sniffAudioContainer(mp3)).toMatchObject({ kind: 'mp3' });
    expect(startsWithMpegAudio(mp3)).toBe(true);
  });
});

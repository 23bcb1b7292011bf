// Pace from the sound on recorded speech: a ~100-word pitch spoken by espeak-ng at three rates,
// recorded as the browser does (WebM/Opus) and decoded as the server does (16 kHz mono). The text is
// not one of the calibration texts (scripts/calibrate-speaking-rate.ts). Needs espeak-ng and ffmpeg.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../src/server/ai/analysis/text.ts';
import { wavMonoSamples } from '../../src/server/ai/local/pocketsphinx.ts';
import { measureSpeakingRate } from '../../src/server/ai/local/speaking-rate.ts';
import { espeakWav, hasBinaries, toWebmOpus } from '../fixtures/audio.ts';

const PITCH =
  "Every morning in Nairobi, thousands of small shop owners guess what to order. When they guess wrong, shelves stay empty and customers walk to the next shop. We built StockSense, a simple phone app that reads a shop's own sales and tells the owner exactly what to buy each day. In our pilot with forty shops in Kibera, stock-outs fell by a third and weekly profit rose twelve percent. Shop owners pay two dollars a month, and ninety percent renewed after the trial. We are raising fifty thousand dollars to reach one thousand shops this year. Will you join us?";

const available = hasBinaries('espeak-ng', 'ffmpeg');
if (!available) console.warn('Skipping the speaking-rate audio test: espeak-ng and ffmpeg are not both on the PATH.');

describe.skipIf(!available)('speaking rate of espeak-ng speech recorded as WebM/Opus', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'speaking-rate-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each([110, 140, 170])('measures espeak -s %i within ±10% of the true words per minute', (rate) => {
    const webm = path.join(dir, `pitch-${rate}.webm`);
    const wav = path.join(dir, `pitch-${rate}-16k.wav`);
    toWebmOpus(espeakWav(PITCH, dir, `pitch-${rate}`, rate), webm);
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', webm, '-ac', '1', '-ar', '16000', '-sample_fmt', 's16', '-f', 'wav', wav]);
    const pcm = wavMonoSamples(readFileSync(wav));
    expect(pcm).not.toBeNull();
    const { samples, sampleRate } = pcm!;

    // espeak's -s is nominal: the true rate is the words over the audio's own length.
    const trueWpm = (countWords(PITCH) / (samples.length / sampleRate)) * 60;
    const measured = measureSpeakingRate(samples, sampleRate);
    const error = measured.wordsPerMinute / trueWpm - 1;
    console.info(`espeak -s ${rate}: true ${trueWpm.toFixed(1)} wpm, measured ${measured.wordsPerMinute} wpm (${(error * 100).toFixed(1)}%)`);
    expect(Math.abs(error)).toBeLessThanOrEqual(0.1);
  });
});

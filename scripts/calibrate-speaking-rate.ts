// Derives SYLLABLES_PER_WORD (src/server/ai/local/speaking-rate.ts): English pitches of known words
// are spoken by espeak-ng at three rates, recorded as the browser does (WebM/Opus, 16 kbps), decoded
// as the server does (16 kHz mono), and their syllable nuclei counted. The ratio is nuclei / words.
// The test text in speaking-rate-audio.test.ts is not among these: it checks the result.
// Run: node --import tsx scripts/calibrate-speaking-rate.ts (needs espeak-ng and ffmpeg).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countWords } from '../src/server/ai/analysis/text.ts';
import { wavMonoSamples } from '../src/server/ai/local/pocketsphinx.ts';
import { measureSpeakingRate, SYLLABLES_PER_WORD } from '../src/server/ai/local/speaking-rate.ts';
import { espeakWav, toWebmOpus } from '../tests/fixtures/audio.ts';

const CALIBRATION_TEXTS = [
  'Farmers in western Kenya lose almost half of their tomatoes before they reach the market. The roads are slow, the trucks are late, and nobody tells the farmer when a buyer is waiting. Our service connects each farm with a cold room and a buyer on the same day. Last season we moved two hundred tonnes for three hundred farmers, and their income grew by a quarter. We charge a small fee per crate, paid only when the sale is done. Today we ask for a meeting with your procurement team next Tuesday to start a pilot in Kisumu.',
  'Imagine running a tailoring business where half your day goes to chasing payments. That is the life of most tailors in Lagos. They sew beautiful clothes, but they keep their orders in notebooks and lose track of deposits. Our app lets a tailor send a quote, take a deposit by mobile money, and remind the customer when the dress is ready. Two hundred tailors use it every week, and they collect their money nine days sooner. The subscription costs less than one bolt of fabric per month. Would you like to try it with your shop this week?',
  'Hospitals in Johannesburg waste hours every day looking for equipment that is already in the building. Nurses walk from ward to ward searching for pumps and wheelchairs while patients wait. We attach small tags to each device and show its location on a screen at the nursing station. At our first hospital, nurses saved forty minutes per shift and the hospital avoided buying sixty new pumps. The system pays for itself within six months. I would like to book a visit with your operations director to show how it works on one ward.',
  'Most delivery riders in Mumbai spend more on fuel than they need to, because they choose their routes by habit. Our routing tool looks at every order of the day and plans the shortest loop for each rider. Restaurants that use it deliver faster, and riders finish their shifts earlier with more money in their pockets. After three months with eighty restaurants, fuel costs dropped by eighteen percent and complaints about late food were cut in half. We are looking for a partner to roll it out across the city. Can we agree on a trial starting next month?',
];
const RATES = [110, 140, 170];

const dir = mkdtempSync(path.join(tmpdir(), 'speaking-rate-'));
try {
  const ratios: number[] = [];
  CALIBRATION_TEXTS.forEach((text, index) => {
    for (const rate of RATES) {
      const name = `text${index + 1}-${rate}`;
      const webm = path.join(dir, `${name}.webm`);
      const wav = path.join(dir, `${name}-16k.wav`);
      toWebmOpus(espeakWav(text, dir, name, rate), webm);
      execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', webm, '-ac', '1', '-ar', '16000', '-sample_fmt', 's16', '-f', 'wav', wav]);
      const pcm = wavMonoSamples(readFileSync(wav));
      if (!pcm) throw new Error(`${wav} is not 16-bit mono PCM`);
      const { syllables } = measureSpeakingRate(pcm.samples, pcm.sampleRate);
      const words = countWords(text);
      ratios.push(syllables / words);
      console.info(`${name}: ${words} words, ${syllables} nuclei, ${(syllables / words).toFixed(3)} per word`);
    }
  });
  const mean = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
  console.info(`mean nuclei per word: ${mean.toFixed(3)} (SYLLABLES_PER_WORD is ${SYLLABLES_PER_WORD})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

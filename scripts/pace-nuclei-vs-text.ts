// Do the sound's syllable nuclei (src/server/ai/local/speaking-rate.ts) and a tongue's
// countSyllables agree on the same text? Pace is judged from either (the sound's when the
// transcript's words are off), so they must count alike. Texts are spoken by espeak-ng at two
// rates, recorded as the browser does (WebM/Opus) and decoded as the server does (16 kHz mono).
// Run: node --import tsx scripts/pace-nuclei-vs-text.ts (needs espeak-ng and ffmpeg).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavMonoSamples } from '../src/server/ai/local/pocketsphinx.ts';
import { measureSpeakingRate } from '../src/server/ai/local/speaking-rate.ts';
import { ENGLISH } from '../src/server/ai/analysis/tongues/en.ts';
import type { Tongue } from '../src/server/ai/analysis/tongues/tongue.ts';
import { toWebmOpus } from '../tests/fixtures/audio.ts';

const TEXTS: { voice: string; tongue: () => Promise<Tongue>; text: string }[] = [
  {
    voice: 'en-us',
    tongue: async () => ENGLISH,
    text: 'Farmers in western Kenya lose almost half of their tomatoes before they reach the market. The roads are slow, the trucks are late, and nobody tells the farmer when a buyer is waiting. Our service connects each farm with a cold room and a buyer on the same day. Last season we moved two hundred tonnes for three hundred farmers, and their income grew by a quarter.',
  },
  {
    voice: 'en-us',
    tongue: async () => ENGLISH,
    text: 'Hospitals in Johannesburg waste hours every day looking for equipment that is already in the building. Nurses walk from ward to ward searching for pumps and wheelchairs while patients wait. We attach small tags to each device and show its location on a screen at the nursing station. The system pays for itself within six months.',
  },
  {
    voice: 'fr',
    tongue: async () => (await import('../src/server/ai/analysis/tongues/fr.ts')).FRENCH,
    text: "Vous perdez combien de clients chaque mois parce que votre boutique ferme à dix-huit heures ? À Abidjan, les commerçants ratent les ventes du soir. Notre application permet à vos clients de commander et de payer par mobile money même quand vous êtes fermés. Quarante boutiques de Cocody l'utilisent déjà et vendent vingt pour cent de plus.",
  },
  {
    voice: 'sw',
    tongue: async () => (await import('../src/server/ai/analysis/tongues/sw.ts')).SWAHILI,
    text: 'Je, wewe ni mkulima unayepoteza mavuno baada ya kuvuna? Wakulima wengi wa Kakamega hupoteza robo ya mahindi yao kwa sababu ya wadudu na unyevu. Tunauza magunia maalum yanayohifadhi nafaka kwa miezi sita bila dawa. Mwaka jana wakulima mia tatu waliyatumia na hawakupoteza chochote.',
  },
  {
    voice: 'es',
    tongue: async () => (await import('../src/server/ai/analysis/tongues/es.ts')).SPANISH,
    text: 'Cuántas ventas pierde su tienda cada semana porque se le acaba el producto? En Medellín, las tiendas de barrio pierden clientes los fines de semana. Nuestra aplicación le avisa por WhatsApp qué pedir antes de quedarse sin nada. Ochenta tiendas la usan y venden un quince por ciento más.',
  },
  {
    voice: 'pt-br',
    tongue: async () => (await import('../src/server/ai/analysis/tongues/pt.ts')).PORTUGUESE,
    text: 'Quantos clientes a sua padaria perde quando o pão acaba às oito da manhã? Em Belo Horizonte, as padarias jogam fora um quinto da produção e ainda faltam pães no horário de pico. O nosso aplicativo prevê quanto assar a cada hora. Trinta padarias já usam e cortaram o desperdício pela metade.',
  },
];
const RATES = [130, 170];

const dir = mkdtempSync(path.join(tmpdir(), 'pace-nuclei-'));
try {
  for (const [index, { voice, tongue, text }] of TEXTS.entries()) {
    let counter: Tongue;
    try {
      counter = await tongue();
    } catch {
      console.info(`${voice}: no tongue yet`);
      continue;
    }
    const counted = counter.countSyllables(text);
    for (const rate of RATES) {
      const name = `t${index}-${rate}`;
      const wav22 = path.join(dir, `${name}.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(rate), '-w', wav22, text], { timeout: 60_000 });
      const webm = path.join(dir, `${name}.webm`);
      const wav = path.join(dir, `${name}-16k.wav`);
      toWebmOpus(wav22, webm);
      execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', webm, '-ac', '1', '-ar', '16000', '-sample_fmt', 's16', '-f', 'wav', wav]);
      const pcm = wavMonoSamples(readFileSync(wav));
      if (!pcm) throw new Error(`${wav} is not 16-bit mono PCM`);
      const { syllables } = measureSpeakingRate(pcm.samples, pcm.sampleRate);
      console.info(`${voice} text ${index} at ${rate} wpm: nuclei ${syllables}, countSyllables ${counted} (ratio ${(syllables / counted).toFixed(2)})`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// `npm run bench:calls` (issue 31): how long a real call takes from its uploaded bytes to its report
// on this machine with the offline engine (ffmpeg, the voice activity, pocketsphinx, the rubric), for
// two minutes of audio: a WhatsApp voice note of one voice, a one-channel call of two voices, and a
// stereo call recording. Issue 31's goal: a 2-minute voice note in 10 s on 2 cores. Written to its
// section of docs/benchmarks.md. Options: --runs=N (default 3), --no-write (print only).
import { cpus, loadavg } from 'node:os';
import { LocalProvider } from '../src/server/ai/local/local-provider.ts';
import { sniffAudioContainer } from '../src/server/ai/speech/audio-container.ts';
import { decodeCallAudio } from '../src/server/ai/speech/call-audio.ts';
import { findFfmpeg } from '../src/server/ai/speech/find-ffmpeg.ts';
import { analyzeCall } from '../src/server/features/calls/call-analysis.ts';
import { CALL_MAX_SECONDS } from '../src/shared/calls.ts';
import { encodeCall, type CallFormat } from '../tests/fixtures/call-containers.ts';
import { layOutScript, SAMPLE_SALES_CALL, type ScriptStep } from '../tests/fixtures/call-script.ts';
import { renderCallTimeline, type TimelineLine } from '../tests/fixtures/call-timeline.ts';
import { median, writeBenchmarkSection } from './lib/bench-harness.ts';

const SECTION_TITLE = '## Real calls (`npm run bench:calls`)';
const GOAL_SECONDS = 10;
const TARGET_SECONDS = 120;
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);

/** The script's timeline repeated until it lasts about `seconds` (the copies a few seconds apart). */
async function lastingAbout(script: ScriptStep[], seconds: number): Promise<TimelineLine[]> {
  const once = await layOutScript(script);
  const length = Math.max(...once.map((line) => line.at)) + 6;
  const lines: TimelineLine[] = [];
  for (let offset = 0; offset < seconds - length / 2; offset += length) lines.push(...once.map((line) => ({ ...line, at: line.at + offset })));
  return lines;
}

interface Case {
  name: string;
  format: CallFormat;
  layout: 'stereo' | 'mono';
  script: ScriptStep[];
}

const CASES: Case[] = [
  {
    name: 'WhatsApp voice note, one voice (Ogg Opus)',
    format: 'whatsapp-opus',
    layout: 'mono',
    script: SAMPLE_SALES_CALL.filter((s) => s.speaker === 'seller'),
  },
  { name: 'Call of two voices on one channel (Ogg Opus)', format: 'whatsapp-opus', layout: 'mono', script: SAMPLE_SALES_CALL },
  { name: 'Call recording, one party per channel (m4a)', format: 'm4a-aac', layout: 'stereo', script: SAMPLE_SALES_CALL },
];

async function main() {
  const ffmpeg = findFfmpeg();
  const ai = new LocalProvider();
  if (!ffmpeg || !ai.transcribeTimed) throw new Error('needs ffmpeg and pocketsphinx (apt-get install ffmpeg pocketsphinx pocketsphinx-en-us espeak-ng)');
  const rows: string[] = [];
  for (const c of CASES) {
    const timeline = await renderCallTimeline(await lastingAbout(c.script, TARGET_SECONDS), {
      layout: c.layout,
      noiseDb: -55,
      ...(c.layout === 'stereo' ? { bleedDb: -22 } : {}),
    });
    const file = await encodeCall(timeline.channels, timeline.sampleRate, c.format);
    const times: number[] = [];
    let audioSeconds = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const container = sniffAudioContainer(file)!;
      const decoded = await decodeCallAudio(ffmpeg, file, container, { maxSeconds: CALL_MAX_SECONDS });
      await analyzeCall(ai, {
        decoded,
        sellerChannel: 'left',
        setup: { product: 'Card reader', scenario: 'B2C Consumer', goal: 'Close the Sale', difficulty: 'Medium (Skeptical Buyer)' },
        language: 'en',
      });
      times.push((performance.now() - started) / 1000);
      audioSeconds = decoded.durationSeconds;
    }
    const row = `| ${c.name} | ${audioSeconds.toFixed(0)} s | ${(file.length / 1024).toFixed(0)} KiB | **${median(times).toFixed(1)} s** | ${times.map((t) => t.toFixed(1)).join(', ')} |`;
    console.info(row);
    rows.push(row);
  }
  const section = [
    SECTION_TITLE,
    '',
    `Uploaded bytes → report with the offline engine (sniff, ffmpeg decode, voice activity, voices told apart, pocketsphinx on both sides' turns, the rubric), ${runs} runs each; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()[0]!.toFixed(1)} at the end. Goal (issue 31): a 2-minute voice note in ≤ ${GOAL_SECONDS} s. The audio is espeak-ng speech from \`tests/fixtures/call-script.ts\`, repeated to two minutes.`,
    '',
    '| Recording | Length | File | Median | Runs |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  if (!args.includes('--no-write')) writeBenchmarkSection(SECTION_TITLE, section);
  console.info(section);
}

await main();

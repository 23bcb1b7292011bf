import type { Locale } from '../../../shared/i18n/locales.ts';
import type { CallEstimate, CallMetrics, CallReport, CallSetup, CallSpeaker, SellerChannel, SpeechSpan } from '../../../shared/calls.ts';
import { renderCallReportMarkdown } from '../../../shared/call-report-markdown.ts';
import { SpeechToTextUnavailableError, type AiProvider, type AiUsage, type TimedText } from '../../ai/provider.ts';
import type { DecodedCall } from '../../ai/speech/call-audio.ts';
import { detectSpeech, detectStereoSpeech } from '../../ai/conversation/voice-activity.ts';
import { measureConversation } from '../../ai/conversation/conversation-metrics.ts';
import { sidePace, splitVoices } from '../../ai/conversation/voice-split.ts';
import { serverT } from '../../lib/i18n.ts';
import { SYLLABLES_PER_WORD } from '../../ai/local/speaking-rate.ts';
import { callObjections, coachCall, questionsBySide } from './call-coaching.ts';
import { callTurns, transcribedTurns, turnsOf } from './call-turns.ts';

// A real call from its decoded audio to its report (issue 31): who spoke when (each party's channel
// of a stereo recording, or the two voices told apart in a mono one), the conversation measured from
// that, each side's words recognised with their times, and the Sales Coach's rubric on the words.

export interface CallAnalysisInput {
  decoded: DecodedCall;
  sellerChannel: SellerChannel;
  setup: CallSetup;
  /** The reader's language: the report is written in it. */
  language: Locale;
}

/** Nobody was heard speaking: nothing to measure or judge (the run is failed and refunded). */
export class NoSpeechError extends Error {
  constructor() {
    super('no speech was heard in the call');
  }
}

interface WhoSpoke {
  spans: Record<CallSpeaker, SpeechSpan[]>;
  /** The samples each side's words are recognised from. */
  samples: Record<CallSpeaker, Int16Array>;
  estimatedBy?: CallEstimate;
}

/** Stereo: one party per channel, measured exactly. Mono: the voices told apart (an estimate). */
function whoSpoke({ decoded, sellerChannel }: CallAnalysisInput): WhoSpoke {
  const { channels, sampleRate } = decoded;
  if (channels.length === 2) {
    const [left, right] = channels as [Int16Array, Int16Array];
    const heard = detectStereoSpeech(left, right, sampleRate);
    const sellerLeft = sellerChannel === 'left';
    return {
      spans: { seller: sellerLeft ? heard.left : heard.right, prospect: sellerLeft ? heard.right : heard.left },
      samples: { seller: sellerLeft ? left : right, prospect: sellerLeft ? right : left },
    };
  }
  const mono = channels[0]!;
  const voices = splitVoices(mono, sampleRate, detectSpeech(mono, sampleRate));
  return {
    spans: { seller: voices.seller, prospect: voices.prospect },
    samples: { seller: mono, prospect: mono },
    estimatedBy: voices.voices === 1 ? 'one-voice' : 'voices',
  };
}

export async function analyzeCall(ai: AiProvider, input: CallAnalysisInput): Promise<{ report: CallReport; usage: AiUsage[] }> {
  if (!ai.transcribeTimed) throw new SpeechToTextUnavailableError();
  const { decoded, setup, language } = input;
  const who = whoSpoke(input);
  if (who.spans.seller.length + who.spans.prospect.length === 0) throw new NoSpeechError();
  const conversation = measureConversation(who.spans, decoded.durationSeconds);
  const turns = callTurns(who.spans);
  const sides = ['seller', 'prospect'] as const;
  const usage: AiUsage[] = [];
  const heard = await Promise.all(
    sides.map(async (side): Promise<TimedText[]> => {
      const spans = turnsOf(turns, side);
      if (spans.length === 0) return [];
      const result = await ai.transcribeTimed!({ samples: who.samples[side], sampleRate: decoded.sampleRate, spans, language });
      if (result.usage) usage.push(result.usage);
      return result.parts;
    }),
  );
  const transcript = transcribedTurns(turns, { seller: heard[0]!, prospect: heard[1]! });
  const objections = callObjections(transcript);
  const pace = {
    seller: sidePace(who.samples.seller, decoded.sampleRate, who.spans.seller),
    prospect: sidePace(who.samples.prospect, decoded.sampleRate, who.spans.prospect),
  };
  const soundWords = pace.seller === null ? null : (pace.seller * conversation.talkSeconds.seller) / SYLLABLES_PER_WORD;
  const coached = await coachCall(ai, transcript, setup, objections, language, soundWords);
  if (coached.usage) usage.push(coached.usage);
  const metrics: CallMetrics = {
    durationSeconds: Math.round(decoded.durationSeconds * 10) / 10,
    channels: decoded.channels.length === 2 ? 2 : 1,
    estimated: who.estimatedBy !== undefined,
    ...(who.estimatedBy ? { estimatedBy: who.estimatedBy } : {}),
    ...conversation,
    questions: questionsBySide(transcript),
    pace,
  };
  const t = serverT(language, 'report');
  const report: Omit<CallReport, 'markdown'> = {
    metrics,
    objections,
    coaching: coached.coaching,
    findings: coached.findings,
    judgedObjection: coached.judgedObjection,
    transcript,
    unjudged: coached.unjudged ? t(`realCall.unjudged.${coached.unjudged}`) : null,
  };
  return { report: { ...report, markdown: renderCallReportMarkdown(report, setup, t) }, usage };
}

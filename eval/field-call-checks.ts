// Plays the field calls (eval/field-calls.ts) live against the scripted prospect and reads every
// prospect line and the whole report the way the salesperson receiving it would: does the report
// agree with the coach's labels, does it praise a promise as proof, and does the prospect speak the
// money of its market, say a sentence twice, or stack lead-ins ("Good question. Honestly? If…")?

import { scriptedProspectReply } from '../src/server/ai/analysis/prospect-persona.ts';
import { sameSentence } from '../src/server/ai/analysis/prospect-variety.ts';
import { analyzeSalesCallWithKinds } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { splitSentences } from '../src/server/ai/analysis/text.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { renderSalesCallReportMarkdown, type TranscriptTurn } from '../src/shared/reports.ts';
import { ANSWER_CALLS, FIELD_CALL_ANSWERS, type AnswerCall, type AnswerLabel } from './answer-calls.ts';
import { FIELD_CALLS, type FieldCall } from './field-calls.ts';

export interface FieldCallFigures {
  /** Labels the report agrees with: score band, objection handled, goal secured, first fix (%). */
  fieldCallsAsLabelled: number;
  /** Praise or a score reason calling a promise, a feature or a price evidence (count). */
  fieldPromisesPraised: number;
  /** Prospect lines in another market's money, repeated sentences, stacked lead-ins, or answers off the question asked (count). */
  fieldProspectFlags: number;
}

export interface FieldFlag {
  sample: string;
  text: string;
  detail?: string;
}

export interface FieldCallResult {
  figures: FieldCallFigures;
  sizes: { calls: number; labels: number; answerCalls: number; answerLabels: number };
  flags: { labels: FieldFlag[]; promises: FieldFlag[]; prospect: FieldFlag[] };
  /** Every call with its full report, for a human to read. */
  readings: { id: string; transcript: string; markdown: string; overall: number }[];
  /** The answer calls (eval/answer-calls.ts), transcripts only. */
  answerReadings: { id: string; transcript: string }[];
}

/** The prospect's reply to each labelled rep line that says something else than asked. */
function offQuestion(id: string, turns: TranscriptTurn[], labels: readonly AnswerLabel[]): FieldFlag[] {
  const flags: FieldFlag[] = [];
  for (const label of labels) {
    const at = turns.findIndex((turn) => turn.role === 'user' && turn.text === label.to);
    const reply = at >= 0 ? turns[at + 1]?.text : undefined;
    if (reply === undefined) flags.push({ sample: id, text: label.to, detail: 'labelled line not in the call' });
    else if (!label.says.test(reply) || label.notSays?.test(reply)) flags.push({ sample: id, text: reply, detail: `off the question: ${label.to}` });
  }
  return flags;
}

/** Plays an answer call like a field call, for its prospect lines only. */
export function playAnswerCall(call: AnswerCall): TranscriptTurn[] {
  return playFieldCall({ ...call, label: { score: [0, 100], handled: false, secured: false, firstFix: [], notEvidence: [] } });
}

/** Sentences said twice in a call, and stacked lead-ins. */
function prospectLapses(id: string, turns: TranscriptTurn[]): FieldFlag[] {
  const flags: FieldFlag[] = [];
  const said: string[] = [];
  for (const turn of turns.filter((x) => x.role === 'prospect')) {
    if (STACKED_LEAD_INS.test(turn.text)) flags.push({ sample: id, text: turn.text, detail: 'stacked lead-ins' });
    for (const sentence of splitSentences(turn.text)) {
      if (said.some((old) => sameSentence(old, sentence))) flags.push({ sample: id, text: sentence, detail: 'said twice' });
      said.push(sentence);
    }
  }
  return flags;
}

// A reply that opens with two lead-ins in a row: "Good question. Honestly? If…", "Well, look, …".
const LEAD = String.raw`(?:good question|happy to tell you|honestly|frankly|to be honest|well|look|briefly)`;
const STACKED_LEAD_INS = new RegExp(String.raw`^${LEAD}[,.:?!]?\s+${LEAD}\b`, 'i');

/** The call played through the same path as the offline provider: the prospect answers each rep turn. */
export function playFieldCall(call: FieldCall): TranscriptTurn[] {
  const context = { ...call.context, seed: `field-${call.id}` };
  const turns: TranscriptTurn[] = [{ role: 'prospect', text: scriptedProspectReply([], call.setup, 'en', context).text }];
  for (const line of call.rep) {
    turns.push({ role: 'user', text: line });
    turns.push({ role: 'prospect', text: scriptedProspectReply(turns, call.setup, 'en', context).text });
  }
  return turns;
}

/** The first words of a sentence, enough to spot it in a quote that was cut short. */
const opening = (sentence: string) => sentence.split(/\s+/).slice(0, 7).join(' ');

export function runFieldCallEval(calls: readonly FieldCall[] = FIELD_CALLS, answerCalls: readonly AnswerCall[] = ANSWER_CALLS): FieldCallResult {
  const flags: FieldCallResult['flags'] = { labels: [], promises: [], prospect: [] };
  const readings: FieldCallResult['readings'] = [];
  let labels = 0;
  let agreed = 0;
  const t = serverT('en', 'report');

  for (const call of calls) {
    const turns = playFieldCall(call);
    const { report, improvementKinds } = analyzeSalesCallWithKinds(turns, call.setup, 'en');
    const { label } = call;
    const checks: [string, boolean, string][] = [
      ['score', report.overallScore >= label.score[0] && report.overallScore <= label.score[1], `${report.overallScore} not in ${label.score.join('–')}`],
      ['handled', report.objectionHandled === label.handled, `objection handled: ${report.objectionHandled}`],
      ['secured', report.nextStepSecured === label.secured, `next step secured: ${report.nextStepSecured}`],
      ['firstFix', label.firstFix.includes(improvementKinds[0]!), `first fix: ${improvementKinds[0]}`],
    ];
    for (const [name, ok, detail] of checks) {
      labels += 1;
      if (ok) agreed += 1;
      else flags.labels.push({ sample: call.id, text: name, detail });
    }

    // Praise for evidence that quotes a promise, a feature or a price.
    const praise = [...report.strengths, ...Object.values(report.scoreReasons ?? {})].filter((line) => /\bevidence\b/i.test(line));
    for (const sentence of label.notEvidence) {
      const quoted = praise.find((line) => line.includes(opening(sentence)));
      if (quoted) flags.promises.push({ sample: call.id, text: quoted, detail: 'praised as evidence' });
    }

    for (const turn of turns.filter((x) => x.role === 'prospect')) {
      if (label.foreignMoney?.test(turn.text)) flags.prospect.push({ sample: call.id, text: turn.text, detail: "another market's money" });
      if (label.mustNotSay?.test(turn.text)) flags.prospect.push({ sample: call.id, text: turn.text, detail: 'does not fit this buyer' });
    }
    flags.prospect.push(...prospectLapses(call.id, turns), ...offQuestion(call.id, turns, FIELD_CALL_ANSWERS[call.id] ?? []));

    readings.push({
      id: call.id,
      overall: report.overallScore,
      transcript: turns.map((x) => `  ${x.role === 'user' ? 'Seller:  ' : 'Prospect:'} ${x.text}`).join('\n'),
      markdown: renderSalesCallReportMarkdown(report, call.setup, t),
    });
  }

  const answerReadings: FieldCallResult['answerReadings'] = [];
  for (const call of answerCalls) {
    const turns = playAnswerCall(call);
    flags.prospect.push(...prospectLapses(call.id, turns), ...offQuestion(call.id, turns, call.answers));
    answerReadings.push({ id: call.id, transcript: turns.map((x) => `  ${x.role === 'user' ? 'Seller:  ' : 'Prospect:'} ${x.text}`).join('\n') });
  }
  const answerLabels =
    answerCalls.reduce((n, call) => n + call.answers.length, 0) + calls.reduce((n, call) => n + (FIELD_CALL_ANSWERS[call.id]?.length ?? 0), 0);

  return {
    figures: {
      fieldCallsAsLabelled: labels === 0 ? 100 : Math.round((agreed / labels) * 1000) / 10,
      fieldPromisesPraised: flags.promises.length,
      fieldProspectFlags: flags.prospect.length,
    },
    sizes: { calls: calls.length, labels, answerCalls: answerCalls.length, answerLabels },
    flags,
    readings,
    answerReadings,
  };
}

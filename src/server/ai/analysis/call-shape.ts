// What a call measures without understanding a word: its turns, who spoke how much, the longest
// monologue; and the talk-share rules read from those alone (the limited report uses them too).

import type { Voice, UserTurn } from './call-findings.ts';
import { MONOLOGUE_WORDS_MAX, TALK_RATIO } from './call-norms.ts';
import { stripOfflineNote } from './prospect-persona.ts';
import type { TranscriptTurn } from '../../../shared/reports.ts';
import { countWords, normalizeText, round1 } from './text.ts';

/** Normalised, non-empty turns; the offline prospect's note about its language is not part of the call. */
export function normalizedTurns(rawTurns: TranscriptTurn[]): { role: TranscriptTurn['role']; text: string }[] {
  return rawTurns
    .map((t) => {
      const text = normalizeText(t.text);
      return { role: t.role, text: t.role === 'prospect' ? stripOfflineNote(text) : text };
    })
    .filter((t) => t.text.length > 0);
}

export interface Shape {
  userTurns: UserTurn[];
  prospectTexts: string[];
  talkRatio: number;
  longestMonologue: string;
  longestMonologueWords: number;
}

/** What a call measures without understanding a word: turns, who spoke how much, the longest monologue. */
export function measureShape(turns: { role: TranscriptTurn['role']; text: string }[]): Shape {
  const userTurns: UserTurn[] = turns.flatMap((t, at) => (t.role === 'user' ? [{ text: t.text, at }] : []));
  const prospectTexts = turns.filter((t) => t.role === 'prospect').map((t) => t.text);

  const userWords = userTurns.reduce((sum, t) => sum + countWords(t.text), 0);
  const prospectWords = prospectTexts.reduce((sum, t) => sum + countWords(t), 0);
  const total = userWords + prospectWords;

  // Consecutive user turns are one monologue (a recogniser may split a long answer).
  let longestMonologue = '';
  let current = '';
  for (const turn of turns) {
    current = turn.role === 'user' ? `${current} ${turn.text}`.trim() : '';
    if (countWords(current) > countWords(longestMonologue)) longestMonologue = current;
  }
  return {
    userTurns,
    prospectTexts,
    talkRatio: total > 0 ? round1((userWords / total) * 100) : 0,
    longestMonologue,
    longestMonologueWords: countWords(longestMonologue),
  };
}

/** Over the share of the words a good listener keeps, or a monologue past the limit. */
export function talkedTooMuch(shape: Pick<Shape, 'talkRatio' | 'longestMonologueWords'>): boolean {
  return shape.talkRatio > TALK_RATIO.tooHigh || shape.longestMonologueWords > MONOLOGUE_WORDS_MAX;
}

export function talkIssue(shape: Pick<Shape, 'talkRatio' | 'longestMonologueWords'>, { t, num }: Voice): string {
  return t('issue.talk', {
    ratio: num(shape.talkRatio),
    top: num(TALK_RATIO.top),
    count: shape.longestMonologueWords,
    words: num(shape.longestMonologueWords),
  });
}

/** A share of the words in the balanced band, over at least two turns. */
export function balanced(shape: Pick<Shape, 'talkRatio' | 'userTurns'>): boolean {
  return shape.talkRatio >= 30 && shape.talkRatio <= TALK_RATIO.idealMax && shape.userTurns.length >= 2;
}

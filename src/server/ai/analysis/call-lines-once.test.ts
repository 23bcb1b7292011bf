// A salesperson reads a report once: the same line to say printed under two fixes reads as a
// template, so each line appears once and a later fix points to it.

import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { analyzeSalesCall } from './sales-call-analysis.ts';

const DAIRY: SalesSetup = {
  product: 'a dairy vet subscription for dairy cooperatives',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const turn = (role: TranscriptTurn['role'], text: string): TranscriptTurn => ({ role, text });

const CALLS: TranscriptTurn[][] = [
  [
    turn('prospect', "Kiprono Maina, Baraka Dairy Co-operative. I've got about five minutes. What's this regarding?"),
    turn('user', 'Hello, I am Wanjiku from VetCare. We offer a monthly vet subscription for co-op members.'),
    turn('prospect', 'I hear this pitch a lot. Frankly, I doubt we can justify the cost.'),
    turn('user', 'What happens today when a cow gets sick?'),
    turn('prospect', 'The farmer calls whichever vet he knows. I keep coming back to the price.'),
    turn('user', 'Our vets visit every farm monthly and it is only 1,500 shillings per farm.'),
    turn('prospect', "That's the pitch again. I was talking about the price."),
    turn('user', 'Can we meet on Thursday at 10 to show you?'),
    turn('prospect', "Send me something in writing and I'll think about it."),
  ],
  [
    turn('prospect', 'Baraka Dairy Co-operative, Kiprono speaking. What is it about?'),
    turn('user', 'Hi, this is Otieno from VetCare. Can we book a demo for Tuesday?'),
    turn('prospect', "There's no budget for this."),
    turn('user', 'Trust me, it is great. Can we book the demo this week?'),
    turn('prospect', "Slow down. You haven't dealt with the price."),
    turn('user', 'Come on, a quick demo tomorrow?'),
    turn('prospect', 'No.'),
  ],
];

const linesToSay = (text: string) => [...text.matchAll(/"([^"]{20,})"/g)].map((m) => m[1]);

describe('each line to say appears once in a call report', () => {
  it.each(CALLS.map((call, i) => [i + 1, call] as const))('call %i', (_n, call) => {
    const report = analyzeSalesCall(call, DAIRY);
    const lines = report.improvements.flatMap((i) => linesToSay(i.suggestion));
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size).toBe(lines.length);
    const kinds = report.improvements.map((i) => i.issue);
    expect(kinds.length).toBeGreaterThanOrEqual(2);
  });
});

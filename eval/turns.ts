// A labelled call's turns as they are written: the rep's and the buyer's lines, in order.

import type { TranscriptTurn } from '../src/shared/reports.ts';

export const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
export const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });

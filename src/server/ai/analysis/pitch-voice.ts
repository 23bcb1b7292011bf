// The reader's language for a pitch report: the commentary comes from the `pitchReport` catalog,
// the speaker's words (quotes, lines to say) go into it untouched.

import type { Locale } from '../../../shared/i18n/locales.ts';
import type { MessageId, MessageValues } from '../../../shared/i18n/namespaces.ts';
import { formatNumber } from '../../../shared/money.ts';
import { translateVerbatim } from '../../../shared/reports.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';

export type PitchId = MessageId<'pitchReport'>;

/** The reader's language: its catalog, its numbers, and user text kept verbatim inside messages. */
export interface Voice {
  t: ServerTranslate<'pitchReport'>;
  /** A number as the reader writes it (English exactly as `String(n)`: "2.5", "1234"). */
  num: (value: number) => string;
  /** A message with the speaker's words (quotes, lines to say) put in untouched. */
  say: (id: PitchId, verbatim: Record<string, string>, values?: MessageValues) => string;
  /** Items joined as the reader lists them: "a, b and c" (`conjunction`), "a, b or c" (`disjunction`), "a, b, c" (`unit`). */
  list: (items: string[], type: 'conjunction' | 'disjunction' | 'unit') => string;
}

export function voiceFor(language: Locale): Voice {
  const t = serverT(language, 'pitchReport');
  return {
    t,
    num: language === 'en' ? (value) => String(value) : (value) => formatNumber(value, language, { maximumFractionDigits: 1 }),
    say: (id, verbatim, values) => translateVerbatim(t, id, verbatim, values),
    list: (items, type) => new Intl.ListFormat(language, { type, style: type === 'unit' ? 'short' : 'long' }).format(items),
  };
}

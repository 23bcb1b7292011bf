// Which rules read an offline practice call: English (sales-call-analysis.ts), French, Swahili,
// Portuguese or Spanish (sales-tongues/), or none (an honest limited report). Apart from both so
// that neither imports the other.

import type { Locale } from '../../../shared/i18n/locales.ts';
import type { SalesCallReport, SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import type { SalesCallOptions } from '../provider.ts';
import { limitedSalesCallReport } from './call-limited-report.ts';
import { normalizedTurns } from './call-shape.ts';
import { detectLanguage } from './language-detect.ts';
import { analyzeSalesCall } from './sales-call-analysis.ts';
import { analyzeCallInTongue } from './sales-tongues/report.ts';
import { lexiconFor } from './sales-tongues/signals.ts';

/**
 * The offline provider's report: the rules above when the rep spoke English; otherwise (or when the
 * language is not recognised and the reader does not use English) a limited report that says so and
 * holds only what is measured without understanding the words.
 */
export function analyzeSalesCallOffline(turns: TranscriptTurn[], setup: SalesSetup, language: Locale = 'en', options: SalesCallOptions = {}): SalesCallReport {
  const repText = normalizedTurns(turns)
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join('\n');
  if (!repText) return analyzeSalesCall(turns, setup, language, options);
  const spoken = detectLanguage(repText);
  if (spoken === 'en' || (spoken === 'unknown' && language === 'en')) return analyzeSalesCall(turns, setup, language, options);
  // French, Swahili, Portuguese and Spanish are read with their own signals (issue 32).
  const lex = lexiconFor(spoken);
  if (lex) return analyzeCallInTongue(turns, setup, lex, language, options);
  return limitedSalesCallReport(turns, spoken, language);
}

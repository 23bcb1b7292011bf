// `npm run eval:language -- fr [--reports] [--held-out]`: one language's labelled pitches as the
// engine reads them, every disagreement and flag, and (with --reports) each report in full, to read
// as the salesperson who receives it.

import { TONGUE_LANGUAGES, tongueFigures, type TongueReading } from './tongue-pitches.ts';
import type { OtherPitchLanguage } from './taxonomy.ts';

const [language, ...options] = process.argv.slice(2);
if (!TONGUE_LANGUAGES.includes(language as OtherPitchLanguage)) {
  console.error(`usage: tsx eval/tongue-check.ts <${TONGUE_LANGUAGES.join('|')}> [--reports] [--held-out]`);
  process.exit(2);
}
const figures = tongueFigures(language as OtherPitchLanguage);

function print(title: string, readings: TongueReading[]) {
  console.log(`\n## ${title}`);
  for (const r of readings) {
    const misses = r.comparisons.filter((c) => !c.agrees).map((c) => `${c.dimension}: ${c.label} → ${c.engine}`);
    const flags = r.flags.map((f) => `[${f.check}] ${f.text}`);
    console.log(`${r.sample} (${r.report.overallScore}/100) ${misses.length + flags.length === 0 ? 'agrees' : [...misses, ...flags].join('; ')}`);
    if (options.includes('--reports')) console.log(`\n${r.markdown}\n`);
  }
}

print(`${language}: main set, ${figures.agreement}% agreement`, figures.main);
if (options.includes('--held-out')) print(`${language}: held out, ${figures.heldOut}% agreement`, figures.held);
console.log(`\n${language}: main ${figures.agreement}% · held out ${figures.heldOut}% · flags ${figures.flags}`);

/**
 * The first Intl.NumberFormat of a page loads ICU's locale and number data: 12-20 ms on a fast machine
 * (up to 80 when the data is not in memory), four times that on a slow phone. On a page that formats
 * numbers, dates or names as it renders (seen while prerendering it, and every signed-in shell, which
 * formats the user's credits once the profile is there), it is done while the scripts download, in two
 * tasks of their own (the locale's data first), instead of inside the app's module evaluation or first
 * render, where it made their tasks long.
 */
export function warmIntl(lang: string) {
  try {
    new Intl.Locale(lang).maximize();
    setTimeout(() => {
      new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1);
      new Intl.PluralRules(lang).select(1);
    }, 0);
  } catch {
    // A browser without Intl.Locale: the app has nothing to warm either.
  }
}

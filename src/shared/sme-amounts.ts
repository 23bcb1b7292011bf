// Realistic amounts per currency, so the calculators speak in sizes a small business in that country
// knows: how far the amount sliders go and what the server accepts (what an SME turns over in a year),
// and what a salesperson there typically earns a month on target. Rough, fixed figures kept in the
// repository on purpose (never a live rate): they set bounds and examples, not prices.
// Sources and assumptions: docs/decisions/004-pipeline-formulas.md and 005-commission-engine.md.

/**
 * Yearly turnover of a small business (about US$1 million), as a round figure in each currency. The
 * Pipeline Math target slider ends here, and no amount the calculators accept (a target, a sale, a
 * monthly pay) may be above it; the server refuses more.
 */
export const SME_TURNOVER_MAX: Readonly<Record<string, number>> = {
  USD: 1_000_000,
  EUR: 1_000_000,
  GBP: 800_000,
  KES: 150_000_000,
  NGN: 1_500_000_000,
  GHS: 15_000_000,
  ZAR: 20_000_000,
  XOF: 600_000_000,
  XAF: 600_000_000,
  MZN: 60_000_000,
  TZS: 2_500_000_000,
  UGX: 4_000_000_000,
  RWF: 1_500_000_000,
  ETB: 150_000_000,
  EGP: 50_000_000,
  MAD: 10_000_000,
  BRL: 5_000_000,
  INR: 80_000_000,
};

/**
 * Rough units of each currency per US dollar (late 2025, rounded), only to size the bounds of a
 * currency SME_TURNOVER_MAX does not list. Deliberately coarse and never used to convert a price.
 */
export const ROUGH_UNITS_PER_USD: Readonly<Record<string, number>> = {
  AOA: 900,
  ARS: 1_000,
  AUD: 1.5,
  BDT: 120,
  BIF: 3_000,
  BWP: 14,
  CAD: 1.4,
  CDF: 2_800,
  CHF: 0.9,
  CLP: 950,
  CNY: 7,
  COP: 4_000,
  CVE: 100,
  DZD: 130,
  GMD: 70,
  GNF: 8_600,
  IDR: 16_000,
  JPY: 150,
  KMF: 450,
  KRW: 1_400,
  LKR: 300,
  LRD: 190,
  LSL: 18,
  MGA: 4_500,
  MWK: 1_750,
  MXN: 18,
  MYR: 4.5,
  NAD: 18,
  NPR: 135,
  PEN: 3.7,
  PHP: 57,
  PKR: 280,
  SAR: 3.75,
  SDG: 600,
  SLE: 23,
  SOS: 570,
  SSP: 4_500,
  SZL: 18,
  THB: 33,
  TND: 3,
  TRY: 40,
  AED: 3.67,
  VND: 25_000,
  ZMW: 25,
  ZWG: 27,
};

/** A currency neither table knows: its bounds are this many times the dollar's, so no real amount is refused. */
export const UNKNOWN_CURRENCY_FACTOR = 1_000;

/** 1, 2 or 5 times a power of ten, the nearest at or above `x`: bounds read as round numbers. */
export function roundUpToNice(x: number): number {
  if (!(x > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(x));
  const nice = [1, 2, 5, 10].find((m) => m * power >= x * (1 - 1e-12))!;
  return nice * power;
}

const upper = (currency: string | null | undefined) => (currency ?? 'USD').toUpperCase();

/** How many of `currency` make about one US dollar, for sizing only; null when unknown. */
function roughRate(currency: string): number | null {
  const usd = SME_TURNOVER_MAX.USD!;
  if (SME_TURNOVER_MAX[currency] !== undefined) return SME_TURNOVER_MAX[currency]! / usd;
  return ROUGH_UNITS_PER_USD[currency] ?? null;
}

/** The most an SME turns over in a year in `currency` (US dollars when not given). */
export function smeTurnoverMax(currency?: string | null): number {
  const code = upper(currency);
  const listed = SME_TURNOVER_MAX[code];
  if (listed !== undefined) return listed;
  const rate = roughRate(code);
  return roundUpToNice(SME_TURNOVER_MAX.USD! * (rate ?? UNKNOWN_CURRENCY_FACTOR));
}

/**
 * Monthly on-target pay (salary plus commission at target) of a salesperson in a small business,
 * by currency: the starting point of the Commission Calculator's example. Rounded figures from
 * public salary surveys and job ads (decision 005); a manager earns MANAGER_PAY_FACTOR times this.
 */
export const TYPICAL_MONTHLY_PAY: Readonly<Record<string, number>> = {
  USD: 5_000,
  EUR: 3_500,
  GBP: 3_000,
  KES: 60_000,
  NGN: 350_000,
  GHS: 5_000,
  ZAR: 20_000,
  XOF: 250_000,
  XAF: 250_000,
  MZN: 30_000,
  TZS: 1_000_000,
  UGX: 1_500_000,
  RWF: 400_000,
  ETB: 15_000,
  EGP: 15_000,
  MAD: 7_000,
  BRL: 4_000,
  INR: 35_000,
};

/** Managers of a small sales team earn about this many times a seller's pay. */
export const MANAGER_PAY_FACTOR = 1.5;
/** A currency without a typical pay of its own: about this many US dollars a month, converted roughly. */
export const FALLBACK_MONTHLY_PAY_USD = 800;

/** A salesperson's typical monthly on-target pay in `currency` (US dollars when not given). */
export function typicalMonthlyPay(currency?: string | null): number {
  const code = upper(currency);
  const listed = TYPICAL_MONTHLY_PAY[code];
  if (listed !== undefined) return listed;
  const rate = roughRate(code);
  // With no rate at all the dollar figure is the least wrong guess; the user can always give their own.
  return roundUpToNice(FALLBACK_MONTHLY_PAY_USD * (rate ?? 1));
}

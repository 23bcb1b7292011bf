import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERIODS,
  PERIOD_WEEKS,
  PIPELINE_DEFAULTS,
  PIPELINE_LIMITS,
  PIPELINE_PERIOD_VALUES,
  calculatePipeline,
  canCalculatePipeline,
  clampCloseRate,
  clampDealSize,
  clampLeads,
  clampTarget,
  parseNumberInput,
  pipelineLimits,
  pipelineRemedy,
  REMEDY_BOUNDS,
  type PipelineInput,
} from './pipeline.ts';

describe('constants', () => {
  it('resets to the spec defaults', () => {
    expect(PIPELINE_DEFAULTS).toEqual({ target: 500_000, dealSize: 0, closeRate: 0, leads: 50, period: 'weekly' });
    // The defaults deliberately cannot be calculated until the user enters deal size and close rate.
    expect(canCalculatePipeline(PIPELINE_DEFAULTS)).toBe(false);
  });

  it('has the spec slider limits and period divisors', () => {
    expect(PIPELINE_LIMITS.target).toEqual({ min: 0, max: 1_000_000, step: 10_000 });
    expect(PIPELINE_LIMITS.dealSize).toEqual({ min: 0, max: 10_000, step: 100 });
    expect(PIPELINE_LIMITS.closeRate.min).toBe(1);
    expect(PIPELINE_LIMITS.closeRate.max).toBe(100);
    expect(PIPELINE_LIMITS.leads.min).toBe(1);
    expect(PIPELINE_LIMITS.leads.max).toBe(1000);
    expect(PERIODS.map((p) => [p.value, p.label, p.weeks])).toEqual([
      ['weekly', 'Weekly', 1],
      ['monthly', 'Monthly', 4.33],
      ['quarterly', 'Quarterly', 13],
      ['annually', 'Annually', 52],
    ]);
    for (const p of PERIODS) expect(PERIOD_WEEKS[p.value]).toBe(p.weeks);
  });

  it('sizes the money sliders by currency: the spec figures in dollars, an SME turnover elsewhere', () => {
    expect(pipelineLimits('USD')).toEqual(PIPELINE_LIMITS);
    expect(pipelineLimits(null)).toEqual(PIPELINE_LIMITS);
    expect(pipelineLimits('KES').target).toEqual({ min: 0, max: 150_000_000, step: 1_500_000 });
    expect(pipelineLimits('KES').dealSize).toEqual({ min: 0, max: 1_500_000, step: 15_000 });
    expect(pipelineLimits('NGN').target.max).toBe(1_500_000_000);
    expect(pipelineLimits('XOF').target.max).toBe(600_000_000);
    // Whole steps, so the slider lands on round figures.
    for (const currency of ['USD', 'KES', 'NGN', 'XOF', 'BRL', 'MZN', 'INR', 'EUR', 'IDR', 'ZZZ']) {
      const limits = pipelineLimits(currency);
      expect(Number.isInteger(limits.target.step) && Number.isInteger(limits.dealSize.step), currency).toBe(true);
    }
  });
});

describe('parseNumberInput', () => {
  it('strips thousands separators', () => {
    expect(parseNumberInput('1,234,567')).toBe(1234567);
    expect(parseNumberInput('1 234 567')).toBe(1234567);
    expect(parseNumberInput('1\u00a0234\u202f567')).toBe(1234567);
    expect(parseNumberInput('1_234_567')).toBe(1234567);
    expect(parseNumberInput(' 500,000 ')).toBe(500000);
  });

  it('accepts decimals, signs, a leading $ and a trailing %', () => {
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('$500,000')).toBe(500000);
    expect(parseNumberInput('25%')).toBe(25);
    expect(parseNumberInput('1e6')).toBe(1_000_000);
  });

  it('returns NaN for garbage', () => {
    for (const raw of ['', '   ', 'abc', '12abc', '0x10', '1.2.3', '$', '%', '--1', 'Infinity', '1e999', '1,2.3.4']) {
      expect(parseNumberInput(raw), raw).toBeNaN();
    }
  });

  it('round-trips any locale-formatted whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseNumberInput(n.toLocaleString('en-US'))).toBe(n);
        expect(parseNumberInput(n.toLocaleString('en-US').replaceAll(',', ' '))).toBe(n);
        expect(parseNumberInput(n.toLocaleString('en-US').replaceAll(',', '_'))).toBe(n);
      }),
    );
  });

  it('is NaN whenever the text holds a letter other than an exponent', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcdfghijklmnopqrstuvwxyzABCDFGXYZ'), fc.string(), (a, letter, b) => {
        expect(parseNumberInput(a + letter + b)).toBeNaN();
      }),
    );
  });
});

describe('clamps', () => {
  it('follow spec section 5', () => {
    expect(clampCloseRate(0)).toBe(1);
    expect(clampCloseRate(150)).toBe(100);
    expect(clampCloseRate(25)).toBe(25);
    expect(clampTarget(-5)).toBe(0);
    expect(clampDealSize(-1)).toBe(0);
    expect(clampLeads(0)).toBe(1);
    expect(clampLeads(5000)).toBe(5000); // only a lower bound for typed leads
    expect(clampTarget(2_000_000)).toBe(2_000_000); // typed targets may exceed the slider
    expect(clampCloseRate(Number.NaN)).toBe(1);
    expect(clampTarget(Number.NaN)).toBe(0);
    expect(clampTarget(Number.POSITIVE_INFINITY)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('stay in range and are idempotent for any input', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0));
    fc.assert(
      fc.property(anyNumber, (x) => {
        const rate = clampCloseRate(x);
        expect(rate).toBeGreaterThanOrEqual(1);
        expect(rate).toBeLessThanOrEqual(100);
        expect(clampCloseRate(rate)).toBe(rate);
        for (const clampMin of [clampTarget, clampDealSize]) {
          const v = clampMin(x);
          expect(Number.isFinite(v) && v >= 0).toBe(true);
          expect(clampMin(v)).toBe(v);
        }
        const leads = clampLeads(x);
        expect(Number.isFinite(leads) && leads >= 1).toBe(true);
        expect(clampLeads(leads)).toBe(leads);
        // In-range values pass through untouched.
        if (x >= 1 && x <= 100) expect(rate).toBe(x);
        if (x >= 1 && x <= Number.MAX_SAFE_INTEGER) expect(leads).toBe(x);
      }),
    );
  });
});

describe('canCalculatePipeline', () => {
  it('needs every number above 0', () => {
    const ok = { target: 1, dealSize: 1, closeRate: 1, leads: 1 };
    expect(canCalculatePipeline(ok)).toBe(true);
    for (const key of ['target', 'dealSize', 'closeRate', 'leads'] as const) {
      expect(canCalculatePipeline({ ...ok, [key]: 0 })).toBe(false);
      expect(canCalculatePipeline({ ...ok, [key]: -1 })).toBe(false);
      expect(canCalculatePipeline({ ...ok, [key]: Number.NaN })).toBe(false);
    }
  });

  it('calculatePipeline refuses what cannot be calculated', () => {
    expect(() => calculatePipeline({ ...PIPELINE_DEFAULTS })).toThrow(RangeError);
  });
});

const run = (target: number, dealSize: number, closeRate: number, leads: number, period: PipelineInput['period']) =>
  calculatePipeline({ target, dealSize, closeRate, leads, period });

describe('calculatePipeline: hand-computed cases', () => {
  it('weekly, well ahead', () => {
    // deals = ceil(500,000 / 5,000) = 100; leads/yr = ceil(100 / 0.25) = 400; leads/wk = ceil(400 / 52 = 7.69) = 8
    // current/wk = 50 → gap 42; current/yr = 50 × 52 = 2,600 → projected = floor(2,600 × 0.25) = 650 deals
    // revenue = 650 × 5,000 = 3,250,000 → ahead (3.25M − 0.5M) / 0.5M = 550 %
    // alt close rate = 100 / 2,600 = 3.846 % → 3.9; alt deal size = ceil(500,000 / 650 = 769.2) = 770
    // monthly pace = 50 × 4.33 = 216.5 → 217; coverage = 1 / 0.25 = 4×
    const r = run(500_000, 5_000, 25, 50, 'weekly');
    expect(r).toMatchObject({
      dealsNeeded: 100,
      leadsNeededPerYear: 400,
      leadsNeededPerWeek: 8,
      currentLeadsPerWeek: 50,
      weeklyGap: 42,
      projectedDeals: 650,
      projectedRevenue: 3_250_000,
      percentAhead: 550,
      revenueMissed: 0,
      alternativeCloseRate: 3.9,
      alternativeCloseRateReachable: true,
      alternativeDealSize: 770,
      monthlyPace: 217,
      yearlyPace: 2600,
      coverage: 4,
      onTrack: true,
    });
    expect(r.verdict).toMatch(/^You're on track: 50 leads a week .* 100 deals .* \$500,000\. .*\$3,250,000, 550% ahead/);
  });

  it('monthly, short', () => {
    // deals = ceil(600,000 / 2,000) = 300; leads/yr = ceil(300 / 0.2) = 1,500; leads/wk = ceil(1,500 / 52 = 28.85) = 29
    // current/wk = 100 / 4.33 = 23.09 → gap 23.09 − 29 = −5.91 → floor to one decimal −6.0
    // current/yr = 100 × 52 / 4.33 = 1,200.92 → projected = floor(240.18) = 240 → revenue 480,000, missed 120,000
    // alt close rate = 300 / 1,200.92 = 24.98 % → 25; alt deal size = 600,000 / 240 = 2,500
    // paces: 100 a month (23.09 × 4.33), 1,201 a year; coverage 1 / 0.2 = 5×
    const r = run(600_000, 2_000, 20, 100, 'monthly');
    expect(r).toMatchObject({
      dealsNeeded: 300,
      leadsNeededPerYear: 1500,
      leadsNeededPerWeek: 29,
      currentLeadsPerWeek: 23.1,
      weeklyGap: -6,
      projectedDeals: 240,
      projectedRevenue: 480_000,
      percentAhead: 0,
      revenueMissed: 120_000,
      alternativeCloseRate: 25,
      alternativeDealSize: 2500,
      monthlyPace: 100,
      yearlyPace: 1201,
      coverage: 5,
      onTrack: false,
    });
    // short = ceil(29 − 23.09) = 6 whole leads
    expect(r.verdict).toBe(
      // Each lever is within its bound: 25 % ≤ 2 × 20 %, $2,500 ≤ $2,000 × 1.3, 29 ≤ 23.09 × 1.5 leads a week.
      "You're short by 6 leads a week (you have 23.1, you need 29). To close the gap, raise your close rate to 25%, raise your deal size to $2,500 or get 29 leads a week.",
    );
  });

  it('quarterly, short', () => {
    // deals = ceil(1,000,000 / 10,000) = 100; leads/yr = ceil(100 / 0.1) = 1,000; leads/wk = ceil(19.23) = 20
    // current/wk = 130 / 13 = 10 → gap −10; current/yr = 130 × 52 / 13 = 520 → projected floor(52) = 52 deals
    // revenue 520,000 → missed 480,000; alt close rate = 100 / 520 = 19.23 % → 19.3
    // alt deal size = ceil(1,000,000 / 52 = 19,230.77) = 19,231; monthly pace 10 × 4.33 = 43.3 → 43; coverage 10×
    const r = run(1_000_000, 10_000, 10, 130, 'quarterly');
    expect(r).toMatchObject({
      dealsNeeded: 100,
      leadsNeededPerYear: 1000,
      leadsNeededPerWeek: 20,
      weeklyGap: -10,
      projectedDeals: 52,
      projectedRevenue: 520_000,
      revenueMissed: 480_000,
      alternativeCloseRate: 19.3,
      alternativeDealSize: 19_231,
      monthlyPace: 43,
      yearlyPace: 520,
      coverage: 10,
      onTrack: false,
    });
    expect(r.verdict).toContain("You're short by 10 leads a week");
    // $19,231 is far beyond a 30 % rise ($13,000) and 20 leads beyond 15: only the close rate (19.3 % ≤ 20 %) is offered.
    expect(r.verdict).toBe("You're short by 10 leads a week (you have 10, you need 20). To close the gap, raise your close rate to 19.3%.");
  });

  it('annually, exactly on track', () => {
    // deals = 520,000 / 1,000 = 520; leads/yr = 520 / 0.5 = 1,040; leads/wk = 1,040 / 52 = 20
    // current/wk = 1,040 / 52 = 20 → gap 0; projected = 1,040 × 0.5 = 520 → revenue 520,000 = target
    // ahead 0 %, missed 0; alt close rate = 520 / 1,040 = 50 %; alt deal size = 520,000 / 520 = 1,000
    // monthly pace = 20 × 4.33 = 86.6 → 87; coverage 2×
    const r = run(520_000, 1_000, 50, 1040, 'annually');
    expect(r).toMatchObject({
      dealsNeeded: 520,
      leadsNeededPerYear: 1040,
      leadsNeededPerWeek: 20,
      weeklyGap: 0,
      projectedDeals: 520,
      projectedRevenue: 520_000,
      percentAhead: 0,
      revenueMissed: 0,
      alternativeCloseRate: 50,
      alternativeDealSize: 1000,
      monthlyPace: 87,
      yearlyPace: 1040,
      coverage: 2,
      onTrack: true,
    });
    expect(r.verdict).toContain('right on target');
  });

  it('close rate 100 % and a single weekly lead', () => {
    // deals = 100,000 / 10,000 = 10; leads/yr = 10 / 1 = 10; leads/wk = ceil(10 / 52) = 1
    // current/wk = 1 → gap 0; projected = 52 × 1 = 52 → revenue 520,000 → ahead 420 %
    // alt close rate = 10 / 52 = 19.23 % → 19.3; alt deal = ceil(100,000 / 52 = 1,923.08) = 1,924; coverage 1×
    const r = run(100_000, 10_000, 100, 1, 'weekly');
    expect(r).toMatchObject({
      dealsNeeded: 10,
      leadsNeededPerYear: 10,
      leadsNeededPerWeek: 1,
      weeklyGap: 0,
      projectedDeals: 52,
      projectedRevenue: 520_000,
      percentAhead: 420,
      alternativeCloseRate: 19.3,
      alternativeDealSize: 1924,
      monthlyPace: 4,
      yearlyPace: 52,
      coverage: 1,
      onTrack: true,
    });
    expect(r.verdict).toMatch(/^You're on track: 1 lead a week/);
  });

  it('leads 1: close rate alone cannot close the gap', () => {
    // deals = 1,000,000 / 100 = 10,000; leads/yr = 10,000 / 0.05 = 200,000; leads/wk = ceil(3,846.15) = 3,847
    // current/wk 1 → gap −3,846; projected = floor(52 × 0.05 = 2.6) = 2 → revenue 200, missed 999,800
    // needed close rate = 10,000 / 52 = 19,231 % > 100 → reported 100, not reachable
    // alt deal size = 1,000,000 / 2 = 500,000; coverage 1 / 0.05 = 20×
    const r = run(1_000_000, 100, 5, 1, 'weekly');
    expect(r).toMatchObject({
      dealsNeeded: 10_000,
      leadsNeededPerYear: 200_000,
      leadsNeededPerWeek: 3847,
      weeklyGap: -3846,
      projectedDeals: 2,
      projectedRevenue: 200,
      revenueMissed: 999_800,
      alternativeCloseRate: 100,
      alternativeCloseRateReachable: false,
      alternativeDealSize: 500_000,
      coverage: 20,
      onTrack: false,
    });
    expect(r.verdict).toBe(
      // Bounds: 10 % close rate, 1.5 leads a week (78 a year → 7 deals), $130 deals → $910 of $1,000,000.
      "You're short by 3,846 leads a week (you have 1, you need 3,847). Even at a 10% close rate, 1.5 leads a week and deals of $130, you would reach $910 of $1,000,000; the remaining gap of $999,090 needs many more leads or a higher price.",
    );
  });

  it('huge target stays finite and exact', () => {
    // deals = 1e12 / 1 = 1e12; leads/yr = 1e12 / 0.01 = 1e14; leads/wk = ceil(1e14 / 52) = 1,923,076,923,077
    // current/yr = 52,000 → projected floor(520) = 520 → revenue 520; alt deal = ceil(1e12 / 520) = 1,923,076,924
    const r = run(1e12, 1, 1, 1000, 'weekly');
    expect(r).toMatchObject({
      dealsNeeded: 1e12,
      leadsNeededPerYear: 1e14,
      leadsNeededPerWeek: 1_923_076_923_077,
      weeklyGap: 1000 - 1_923_076_923_077,
      projectedDeals: 520,
      projectedRevenue: 520,
      revenueMissed: 1e12 - 520,
      alternativeCloseRate: 100,
      alternativeCloseRateReachable: false,
      alternativeDealSize: 1_923_076_924,
      onTrack: false,
    });
  });

  it('no projected deal at all: neither lever alone works', () => {
    // deals = 100; leads/yr = 100 / 0.01 = 10,000; leads/wk = ceil(192.3) = 193
    // current/wk = 1 / 4.33 = 0.23; current/yr = 52 / 4.33 = 12.01 → projected floor(0.12) = 0
    // needed close rate = 100 / 12.01 = 833 % → unreachable; no deals → no deal size helps (null)
    const r = run(100_000, 1_000, 1, 1, 'monthly');
    expect(r).toMatchObject({
      dealsNeeded: 100,
      leadsNeededPerWeek: 193,
      currentLeadsPerWeek: 0.2,
      projectedDeals: 0,
      projectedRevenue: 0,
      revenueMissed: 100_000,
      alternativeCloseRateReachable: false,
      alternativeDealSize: null,
      onTrack: false,
    });
    expect(r.verdict).toContain('the remaining gap of $100,000 needs many more leads or a higher price');
  });

  it('no projected deal but close rate can fix it', () => {
    // deals = 1; leads/yr = 1 / 0.01 = 100; leads/wk = ceil(1.92) = 2; current/wk 1 → gap −1
    // projected = floor(52 × 0.01 = 0.52) = 0; needed close rate = 1 / 52 = 1.92 % → 2
    const r = run(10_000, 10_000, 1, 1, 'weekly');
    expect(r).toMatchObject({ weeklyGap: -1, projectedDeals: 0, alternativeCloseRate: 2, alternativeDealSize: null, onTrack: false });
    expect(r.verdict).toBe("You're short by 1 lead a week (you have 1, you need 2). To close the gap, raise your close rate to 2%.");
  });

  it('on track by revenue while the rounded-up weekly need shows a small gap', () => {
    // deals = 10; leads/yr = 20; leads/wk = ceil(20 / 52 = 0.38) = 1
    // current/wk = 2 / 4.33 = 0.46 → gap −0.54 → floor to −0.6
    // current/yr = 104 / 4.33 = 24.02 → projected floor(12.01) = 12 ≥ 10 → on track, revenue 12,000, ahead 20 %
    // alt close rate = 10 / 24.02 = 41.63 % → 41.7; alt deal = ceil(10,000 / 12 = 833.3) = 834
    const r = run(10_000, 1_000, 50, 2, 'monthly');
    expect(r).toMatchObject({
      leadsNeededPerWeek: 1,
      weeklyGap: -0.6,
      projectedDeals: 12,
      projectedRevenue: 12_000,
      percentAhead: 20,
      alternativeCloseRate: 41.7,
      alternativeDealSize: 834,
      onTrack: true,
    });
  });

  it('does not lose a deal to float noise (433 monthly leads = 5,200 a year)', () => {
    // current/yr = 433 × 52 / 4.33 = 5,200 (float gives 5,199.999…); at 50 % that is exactly 2,600 deals
    const r = run(2_600_000, 1_000, 50, 433, 'monthly');
    expect(r.projectedDeals).toBe(2600);
    expect(r.onTrack).toBe(true);
    expect(r.percentAhead).toBe(0);
  });
});

describe('pipelineRemedy: realistic bounds', () => {
  it('bounds each lever: close rate at most doubled and never above 50 %, deal size +30 %, leads +50 %', () => {
    expect(REMEDY_BOUNDS).toEqual({ closeRateFactor: 2, closeRateCeiling: 50, dealSizeRaise: 0.3, leadsRaise: 0.5 });
    const input: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 30, leads: 2, period: 'weekly' };
    const remedy = pipelineRemedy(input, calculatePipeline(input));
    expect(remedy.bounds).toEqual({ closeRate: 50, dealSize: 6_500, leadsPerWeek: 3 });
    // A close rate already above the ceiling is kept, not lowered.
    const high = { ...input, closeRate: 70 };
    expect(pipelineRemedy(high, calculatePipeline(high)).bounds.closeRate).toBe(70);
  });

  it('the issue’s kind of case: a 92.6 % close rate is not offered, and the gap left is stated', () => {
    // 1,000,000 ÷ 10,000 = 100 deals; 9 leads a month = 108.08 a year → 92.6 % would be needed.
    const input: PipelineInput = { target: 1_000_000, dealSize: 10_000, closeRate: 20, leads: 9, period: 'monthly' };
    const r = calculatePipeline(input);
    expect(r.alternativeCloseRate).toBe(92.6);
    const remedy = pipelineRemedy(input, r);
    expect(remedy.levers).toEqual([]);
    // At the bounds: 40 %, 162.1 leads a year → ⌊64.8⌋ = 64 deals × 13,000 = 832,000.
    expect(remedy.revenueAtBounds).toBe(832_000);
    expect(remedy.remainingGap).toBe(168_000);
    expect(r.verdict).not.toContain('92.6%');
    expect(r.verdict).toContain(
      'Even at a 40% close rate, 3.1 leads a week and deals of $13,000, you would reach $832,000 of $1,000,000; the remaining gap of $168,000 needs many more leads or a higher price.',
    );
  });

  it('offers all levers together when none is enough alone but they are together', () => {
    const input: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 20, leads: 3, period: 'weekly' };
    const r = calculatePipeline(input);
    const remedy = pipelineRemedy(input, r);
    expect(remedy).toMatchObject({ levers: [], revenueAtBounds: 604_500, remainingGap: 0 });
    expect(r.verdict).toContain('together they do: a 40% close rate, 4.5 leads a week and deals of $6,500 would bring in $604,500.');
  });
});

describe('calculatePipeline: properties', () => {
  const input = fc.record({
    target: fc.oneof(fc.integer({ min: 1, max: 1_000_000_000 }), fc.double({ min: 0.01, max: 1e9, noNaN: true })),
    dealSize: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0.01, max: 1e6, noNaN: true })),
    closeRate: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.double({ min: 1, max: 100, noNaN: true })),
    leads: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 1, max: 10_000, noNaN: true })),
    period: fc.constantFrom(...PIPELINE_PERIOD_VALUES),
  });

  it('rounding rules hold for any input', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = calculatePipeline(i);
        // Deals and leads are the smallest whole numbers that reach the target.
        expect(Number.isInteger(r.dealsNeeded)).toBe(true);
        expect(r.dealsNeeded * i.dealSize).toBeGreaterThanOrEqual(i.target);
        expect((r.dealsNeeded - 1) * i.dealSize).toBeLessThan(i.target);
        expect(Number.isInteger(r.leadsNeededPerYear)).toBe(true);
        expect((r.leadsNeededPerYear * i.closeRate) / 100).toBeGreaterThanOrEqual(r.dealsNeeded);
        expect(((r.leadsNeededPerYear - 1) * i.closeRate) / 100).toBeLessThan(r.dealsNeeded);
        expect(r.leadsNeededPerWeek).toBe(Math.ceil(r.leadsNeededPerYear / 52));

        expect(Number.isInteger(r.projectedDeals) && r.projectedDeals >= 0).toBe(true);
        expect(r.projectedRevenue).toBe(r.projectedDeals * i.dealSize);
        expect(r.alternativeCloseRate).toBeGreaterThan(0);
        expect(r.alternativeCloseRate).toBeLessThanOrEqual(100);
        expect(r.percentAhead).toBeGreaterThanOrEqual(0);
        expect(r.revenueMissed).toBeGreaterThanOrEqual(0);
        expect(r.coverage).toBeGreaterThanOrEqual(1);

        // onTrack means the target is met, and only then; being behind always shows a negative gap.
        expect(r.onTrack).toBe(r.projectedRevenue >= i.target);
        if (!r.onTrack) {
          expect(r.weeklyGap).toBeLessThan(0);
          expect(r.revenueMissed).toBe(i.target - r.projectedRevenue);
          expect(r.verdict).toMatch(/^You're short by \S+ leads? a week/);
        } else {
          expect(r.revenueMissed).toBe(0);
          expect(r.verdict).toMatch(/^You're on track: /);
        }
        // The alternative deal size really reaches the target with the deals projected today.
        if (r.alternativeDealSize !== null) {
          expect(Number.isInteger(r.alternativeDealSize)).toBe(true);
          expect(r.alternativeDealSize * r.projectedDeals).toBeGreaterThanOrEqual(i.target);
        } else {
          expect(r.projectedDeals).toBe(0);
        }
        // A close rate above 100 % is never offered, nor any lever beyond its realistic bound.
        if (!r.alternativeCloseRateReachable) expect(r.verdict).not.toMatch(/raise your close rate/);
        if (!r.onTrack) {
          const remedy = pipelineRemedy(i, r);
          for (const lever of remedy.levers) {
            if (lever === 'closeRate') expect(remedy.needed.closeRate).toBeLessThanOrEqual(Math.max(i.closeRate, Math.min(2 * i.closeRate, 50)) + 0.05);
            if (lever === 'dealSize') expect(remedy.needed.dealSize!).toBeLessThanOrEqual(i.dealSize * 1.3);
          }
          if (remedy.levers.length === 0) expect(r.verdict).toMatch(remedy.remainingGap > 0 ? /Even at a .* the remaining gap of/ : /together they do/);
          expect(remedy.remainingGap).toBe(Math.max(0, i.target - remedy.revenueAtBounds));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('out-of-range close rates are clamped before calculating', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 100, max: 1e6, noNaN: true }), (i, rate) => {
        expect(calculatePipeline({ ...i, closeRate: rate })).toEqual(calculatePipeline({ ...i, closeRate: 100 }));
      }),
    );
  });
});

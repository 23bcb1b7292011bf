import { describe, expect, it } from 'vitest';
import { Registry, escapeLabelValue, formatValue } from './metrics.ts';
import { estimateCostUsd, priceOf } from '../ai/pricing.ts';
import { routeLabel, bearerMatches } from '../features/ops/ops.routes.ts';
import { parseEnv } from '../env.ts';

describe('Prometheus text format', () => {
  it('renders counters with HELP, TYPE and escaped labels', async () => {
    const registry = new Registry();
    const counter = registry.counter('jobs_total', 'Jobs done.\nSecond line', ['kind']);
    counter.inc({ kind: 'a' });
    counter.inc({ kind: 'a' }, 2);
    counter.inc({ kind: 'say "hi"\\now\n' });
    expect(await registry.render()).toBe(
      [
        '# HELP jobs_total Jobs done.\\nSecond line',
        '# TYPE jobs_total counter',
        'jobs_total{kind="a"} 3',
        'jobs_total{kind="say \\"hi\\"\\\\now\\n"} 1',
        '',
      ].join('\n'),
    );
  });

  it('renders cumulative histogram buckets, +Inf, _sum and _count', async () => {
    const registry = new Registry();
    const histogram = registry.histogram('latency_seconds', 'Latency.', ['route'], [0.1, 1]);
    histogram.observe({ route: '/x/:id' }, 0.05);
    histogram.observe({ route: '/x/:id' }, 0.5);
    histogram.observe({ route: '/x/:id' }, 3);
    expect((await registry.render()).split('\n')).toEqual([
      '# HELP latency_seconds Latency.',
      '# TYPE latency_seconds histogram',
      'latency_seconds_bucket{route="/x/:id",le="0.1"} 1',
      'latency_seconds_bucket{route="/x/:id",le="1"} 2',
      'latency_seconds_bucket{route="/x/:id",le="+Inf"} 3',
      'latency_seconds_sum{route="/x/:id"} 3.55',
      'latency_seconds_count{route="/x/:id"} 3',
      '',
    ]);
  });

  it('leaves out metrics without series and survives a failing collector', async () => {
    const registry = new Registry();
    registry.counter('never_total', 'Never incremented.');
    const gauge = registry.gauge('depth', 'Depth.', ['status']);
    registry.collect(() => {
      gauge.reset();
      throw new Error('table missing');
    });
    registry.gauge('up', 'Up.').set(undefined, 1);
    expect(await registry.render()).toBe('# HELP up Up.\n# TYPE up gauge\nup 1\n');
  });

  it('refuses bad names, decreasing counters and duplicate registrations', () => {
    const registry = new Registry();
    expect(() => registry.counter('bad-name', 'x')).toThrow();
    expect(() => registry.counter('ok_total', 'x', ['le'])).toThrow();
    const counter = registry.counter('ok_total', 'x');
    expect(() => counter.inc(undefined, -1)).toThrow();
    expect(() => registry.counter('ok_total', 'x')).toThrow();
  });

  it('formats special values and label escapes', () => {
    expect(formatValue(Infinity)).toBe('+Inf');
    expect(formatValue(-Infinity)).toBe('-Inf');
    expect(formatValue(NaN)).toBe('NaN');
    expect(formatValue(0.25)).toBe('0.25');
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
  });
});

describe('route labels and the metrics token', () => {
  it('keeps patterns and folds unmatched catch-alls', () => {
    expect(routeLabel('/api/admin/users/:userId', 200)).toBe('/api/admin/users/:userId');
    expect(routeLabel('/api/admin/users/:userId', 404)).toBe('/api/admin/users/:userId');
    expect(routeLabel('/api/*', 404)).toBe('unmatched');
    expect(routeLabel('*', 404)).toBe('unmatched');
    expect(routeLabel('*', 200)).toBe('*');
    expect(routeLabel('', 404)).toBe('unmatched');
  });

  it('METRICS_TOKEN: unset or empty disables, a short one stops start-up', () => {
    const env = (METRICS_TOKEN?: string) => parseEnv({ NODE_ENV: 'test', ...(METRICS_TOKEN !== undefined ? { METRICS_TOKEN } : {}) } as NodeJS.ProcessEnv);
    expect(env().METRICS_TOKEN).toBeUndefined();
    expect(env('').METRICS_TOKEN).toBeUndefined();
    expect(env('t'.repeat(32)).METRICS_TOKEN).toBe('t'.repeat(32));
    expect(() => env('too-short')).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });

  it('accepts only the exact bearer token', () => {
    const token = 'x'.repeat(40);
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});

describe('AI price table', () => {
  it('prices by longest model prefix, tokens first, audio minutes otherwise', () => {
    expect(priceOf('gpt-4o-mini-2024-07-18')).toEqual(priceOf('gpt-4o-mini'));
    expect(priceOf('gpt-4o-2024-08-06')).toEqual(priceOf('gpt-4o'));
    expect(priceOf('llama3.1')).toBeUndefined();
    expect(estimateCostUsd({ model: 'gpt-4o-mini', inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBeCloseTo(0.75);
    expect(estimateCostUsd({ model: 'whisper-1', audioSeconds: 120 })).toBeCloseTo(0.012);
    expect(estimateCostUsd({ model: 'llama3.1', inputTokens: 5000 })).toBe(0);
  });
});

/**
 * A small Prometheus registry (text exposition format 0.0.4): counters, gauges and histograms
 * with labels, plus collectors run at scrape time. Hand-written rather than prom-client: the
 * handful of types we need fit in this file, an increment on the request path is one Map lookup,
 * and there is no dependency to keep up with.
 */

export type Labels = Record<string, string>;

interface Metric {
  readonly name: string;
  render(): string[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** Label values escaped as the text format asks: backslash, double quote and newline. */
export function escapeLabelValue(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function escapeHelp(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** Numbers as Prometheus writes them (+Inf, -Inf, NaN; integers without a decimal point). */
export function formatValue(value: number) {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function labelText(names: readonly string[], values: readonly string[], extra?: [string, string]) {
  const pairs = names.map((name, i) => `${name}="${escapeLabelValue(values[i] ?? '')}"`);
  if (extra) pairs.push(`${extra[0]}="${escapeLabelValue(extra[1])}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

abstract class Labelled<S> implements Metric {
  protected readonly series = new Map<string, { values: string[]; state: S }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    private readonly type: 'counter' | 'gauge' | 'histogram',
  ) {
    if (!NAME.test(name)) throw new Error(`bad metric name ${name}`);
    for (const label of labelNames) if (!LABEL.test(label) || label === 'le') throw new Error(`bad label name ${label} on ${name}`);
  }

  protected abstract fresh(): S;

  protected get(labels: Labels = {}) {
    const values = this.labelNames.map((name) => labels[name] ?? '');
    const key = values.join('\u0000');
    let entry = this.series.get(key);
    if (!entry) {
      entry = { values, state: this.fresh() };
      this.series.set(key, entry);
    }
    return entry.state;
  }

  protected abstract lines(values: string[], state: S): string[];

  render() {
    // A metric with no series yet (or whose source is missing) is left out of the scrape.
    if (this.series.size === 0) return [];
    const out = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.type}`];
    for (const { values, state } of this.series.values()) out.push(...this.lines(values, state));
    return out;
  }

  reset() {
    this.series.clear();
  }
}

export class Counter extends Labelled<{ value: number }> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, labelNames, 'counter');
  }
  protected fresh() {
    return { value: 0 };
  }
  inc(labels?: Labels, by = 1) {
    if (!(by >= 0)) throw new Error(`${this.name}: a counter only goes up`);
    this.get(labels).value += by;
  }
  /** For totals kept elsewhere and read at scrape time (the process's CPU seconds). */
  setTotal(labels: Labels | undefined, value: number) {
    this.get(labels).value = value;
  }
  value(labels?: Labels) {
    return this.get(labels).value;
  }
  protected lines(values: string[], state: { value: number }) {
    return [`${this.name}${labelText(this.labelNames, values)} ${formatValue(state.value)}`];
  }
}

export class Gauge extends Labelled<{ value: number }> {
  constructor(name: string, help: string, labelNames: readonly string[] = []) {
    super(name, help, labelNames, 'gauge');
  }
  protected fresh() {
    return { value: 0 };
  }
  set(labels: Labels | undefined, value: number) {
    this.get(labels).value = value;
  }
  protected lines(values: string[], state: { value: number }) {
    return [`${this.name}${labelText(this.labelNames, values)} ${formatValue(state.value)}`];
  }
}

/** Seconds: 5 ms … 60 s (AI calls take seconds, API calls milliseconds). */
export const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

interface HistogramState {
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram extends Labelled<HistogramState> {
  readonly buckets: readonly number[];
  constructor(name: string, help: string, labelNames: readonly string[] = [], buckets: readonly number[] = DEFAULT_BUCKETS) {
    super(name, help, labelNames, 'histogram');
    this.buckets = [...buckets].sort((a, b) => a - b);
  }
  protected fresh(): HistogramState {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }
  observe(labels: Labels | undefined, value: number) {
    const state = this.get(labels);
    // Counts per bucket (not cumulative) here; cumulated when rendered.
    const index = this.buckets.findIndex((upper) => value <= upper);
    if (index >= 0) state.counts[index]! += 1;
    state.sum += value;
    state.count += 1;
  }
  protected lines(values: string[], state: HistogramState) {
    const out: string[] = [];
    let cumulative = 0;
    this.buckets.forEach((upper, i) => {
      cumulative += state.counts[i]!;
      out.push(`${this.name}_bucket${labelText(this.labelNames, values, ['le', formatValue(upper)])} ${cumulative}`);
    });
    out.push(`${this.name}_bucket${labelText(this.labelNames, values, ['le', '+Inf'])} ${state.count}`);
    out.push(`${this.name}_sum${labelText(this.labelNames, values)} ${formatValue(state.sum)}`);
    out.push(`${this.name}_count${labelText(this.labelNames, values)} ${state.count}`);
    return out;
  }
}

/** Runs before a scrape renders: fills gauges from the process or the database. */
export type Collector = () => void | Promise<void>;

export class Registry {
  private readonly metrics: Metric[] = [];
  private readonly collectors: Collector[] = [];

  register<M extends Metric>(metric: M): M {
    if (this.metrics.some((m) => m.name === metric.name)) throw new Error(`metric ${metric.name} registered twice`);
    this.metrics.push(metric);
    return metric;
  }
  counter(name: string, help: string, labelNames?: readonly string[]) {
    return this.register(new Counter(name, help, labelNames));
  }
  gauge(name: string, help: string, labelNames?: readonly string[]) {
    return this.register(new Gauge(name, help, labelNames));
  }
  histogram(name: string, help: string, labelNames?: readonly string[], buckets?: readonly number[]) {
    return this.register(new Histogram(name, help, labelNames, buckets));
  }
  collect(collector: Collector) {
    this.collectors.push(collector);
  }

  /** The whole registry in the text format; a failing collector costs its own metrics, not the scrape. */
  async render(): Promise<string> {
    for (const collector of this.collectors) {
      try {
        await collector();
      } catch {
        // The collector resets its gauges first, so what it could not read is simply absent.
      }
    }
    return this.metrics.flatMap((metric) => metric.render()).join('\n') + '\n';
  }
}

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

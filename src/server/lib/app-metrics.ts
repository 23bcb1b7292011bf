import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Registry } from './metrics.ts';

/**
 * The process's metrics, scraped at GET /metrics (src/server/features/ops). One registry per
 * process: every node of a cluster is scraped on its own and Prometheus adds them up.
 * Route labels are Hono route patterns (never raw paths), so the number of series stays bounded.
 */
export const registry = new Registry();

export const httpRequests = registry.counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status.', [
  'method',
  'route',
  'status',
]);
export const httpDuration = registry.histogram('http_request_duration_seconds', 'Time to the response headers, by method, route pattern and status.', [
  'method',
  'route',
  'status',
]);

export const creditSpends = registry.counter('credit_spends_total', 'Credits spent on tool runs (kept after the run’s budgets were taken), by tool.', ['tool']);
export const creditRefunds = registry.counter('credit_refunds_total', 'Credits given back for failed tool runs, by tool.', ['tool']);

export const aiCalls = registry.counter('ai_calls_total', 'Calls to the AI provider, by provider, operation and outcome (ok or the failure reason).', [
  'provider',
  'operation',
  'outcome',
]);
export const aiCallDuration = registry.histogram('ai_call_duration_seconds', 'Duration of AI provider calls, by provider and operation.', [
  'provider',
  'operation',
]);
export const aiTokens = registry.counter('ai_tokens_total', 'Tokens reported by the AI provider, by provider, model and kind (input or output).', [
  'provider',
  'model',
  'kind',
]);
export const aiAudioSeconds = registry.counter('ai_audio_seconds_total', 'Seconds of audio sent to speech-to-text, by provider and model.', [
  'provider',
  'model',
]);
export const aiEstimatedCost = registry.counter(
  'ai_estimated_cost_usd_total',
  'Estimated AI spend in US dollars at approximate list prices (src/server/ai/pricing.ts), by provider and model.',
  ['provider', 'model'],
);

export const mailOutboxDepth = registry.gauge('mail_outbox_depth', 'Mails in the outbox not yet sent, by status (read from the database at scrape time).', [
  'status',
]);

const residentMemory = registry.gauge('process_resident_memory_bytes', 'Resident memory size in bytes.');
const heapUsed = registry.gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.');
const heapTotal = registry.gauge('nodejs_heap_size_total_bytes', 'V8 heap allocated, in bytes.');
const externalMemory = registry.gauge('nodejs_external_memory_bytes', 'Memory of C++ objects bound to JavaScript (buffers, WASM), in bytes.');
const eventLoopLag = registry.gauge('nodejs_eventloop_lag_seconds', 'Event loop delay since the previous scrape (stat: mean, p50, p99, max).', ['stat']);
const uptime = registry.gauge('process_uptime_seconds', 'Seconds since the process started.');
const startTime = registry.gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds.');
const cpuSeconds = registry.counter('process_cpu_seconds_total', 'User and system CPU time spent, in seconds.');

let loopDelay: IntervalHistogram | undefined;

/** Starts measuring event loop delay (only once /metrics is enabled); collectors fill the rest per scrape. */
export function startProcessMetrics() {
  if (loopDelay) return;
  loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  registry.collect(() => {
    const memory = process.memoryUsage();
    residentMemory.set(undefined, memory.rss);
    heapUsed.set(undefined, memory.heapUsed);
    heapTotal.set(undefined, memory.heapTotal);
    externalMemory.set(undefined, memory.external);
    uptime.set(undefined, Math.round(process.uptime() * 1000) / 1000);
    startTime.set(undefined, Math.round(Date.now() / 1000 - process.uptime()));
    const cpu = process.cpuUsage();
    cpuSeconds.setTotal(undefined, (cpu.user + cpu.system) / 1e6);
    if (loopDelay && loopDelay.count > 0) {
      // Nanoseconds → seconds; the histogram restarts so each scrape sees its own interval.
      for (const [stat, ns] of [
        ['mean', loopDelay.mean],
        ['p50', loopDelay.percentile(50)],
        ['p99', loopDelay.percentile(99)],
        ['max', loopDelay.max],
      ] as const)
        eventLoopLag.set({ stat }, ns / 1e9);
      loopDelay.reset();
    }
  });
}

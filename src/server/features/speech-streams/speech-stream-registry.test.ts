import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiProvider, SpeechStream } from '../../ai/provider.ts';
import { SpeechStreamRegistry, type SpeechStreamLimits } from './speech-stream-registry.ts';

// What the server does with streams nobody finishes or takes (decision 029): their recognisers
// stop, so a page that went away costs nothing for long.

const LIMITS: SpeechStreamLimits = { maxOpen: 2, maxOpenPerCaller: 2, idleMs: 1000, untakenMs: 5000, maxLifetimeMs: 10_000, maxBytes: 100, maxSeconds: 90 };

function fakeAi() {
  const streams: { aborted: boolean; ended: boolean; bytes: number }[] = [];
  const ai: Pick<AiProvider, 'openSpeechStream' | 'capabilities'> = {
    capabilities: { speechToText: true, realtimeVoice: false, judgedLanguages: ['en'], speechLanguages: ['en'] },
    openSpeechStream: () => {
      const state = { aborted: false, ended: false, bytes: 0 };
      streams.push(state);
      const stream: SpeechStream = {
        write: (bytes) => {
          state.bytes += bytes.length;
        },
        end: async () => {
          state.ended = true;
          return { text: 'hello', durationSeconds: 1 };
        },
        abort: () => {
          state.aborted = true;
        },
      };
      return stream;
    },
  };
  return { ai, streams };
}

const append = (registry: SpeechStreamRegistry, key: string, offset: number, size: number, final = false, caller = 'user:1') =>
  registry.append({ owner: caller, caller, key, mimeType: 'audio/webm', offset, bytes: Buffer.alloc(size), final });

afterEach(() => {
  vi.useRealTimers();
});

describe('speech streams nobody finishes or takes', () => {
  it('an open stream without bytes for the idle time is closed and its recogniser stopped; bytes keep it open', () => {
    vi.useFakeTimers();
    const { ai, streams } = fakeAi();
    const registry = new SpeechStreamRegistry(ai, LIMITS);
    expect(append(registry, 'a', 0, 10)).toEqual({ ok: true, received: 10, complete: false });
    vi.advanceTimersByTime(900);
    append(registry, 'a', 10, 10);
    vi.advanceTimersByTime(900);
    expect(registry.has('user:1', 'a')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(registry.has('user:1', 'a')).toBe(false);
    expect(streams[0]!.aborted).toBe(true);
    expect(append(registry, 'a', 20, 10)).toEqual({ ok: false, reason: 'missing' });
  });

  it('a stream whose bytes trickle in is dropped at its lifetime, however recently bytes came', () => {
    vi.useFakeTimers();
    const { ai, streams } = fakeAi();
    const registry = new SpeechStreamRegistry(ai, LIMITS);
    append(registry, 'a', 0, 1);
    for (let i = 1; i <= 12; i++) {
      vi.advanceTimersByTime(900);
      const outcome = append(registry, 'a', i, 1);
      if (!outcome.ok) {
        expect(outcome.reason).toBe('missing');
        expect(i).toBe(12);
      }
    }
    expect(registry.has('user:1', 'a')).toBe(false);
    expect(streams[0]!.aborted).toBe(true);
  });

  it('a complete stream nobody takes is dropped after its time; taken, it is handed over once and not aborted', async () => {
    vi.useFakeTimers();
    const { ai, streams } = fakeAi();
    const registry = new SpeechStreamRegistry(ai, LIMITS);
    append(registry, 'a', 0, 10, true);
    append(registry, 'b', 0, 10, true);
    vi.advanceTimersByTime(4000);
    const taken = registry.take('user:1', 'b');
    expect(await taken!.transcription).toEqual({ text: 'hello', durationSeconds: 1 });
    expect(registry.take('user:1', 'b')).toBeNull();
    vi.advanceTimersByTime(1100);
    expect(registry.has('user:1', 'a')).toBe(false);
    expect(streams.map((stream) => [stream.ended, stream.aborted])).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('limits: streams open in all and per caller, bytes per stream (the stream is closed)', () => {
    const { ai, streams } = fakeAi();
    const registry = new SpeechStreamRegistry(ai, { ...LIMITS, maxOpenPerCaller: 1 });
    append(registry, 'a', 0, 10);
    expect(append(registry, 'b', 0, 10)).toEqual({ ok: false, reason: 'busy' });
    append(registry, 'c', 0, 10, false, 'user:2');
    expect(append(registry, 'd', 0, 10, false, 'user:3')).toEqual({ ok: false, reason: 'full' });
    expect(append(registry, 'a', 10, 91)).toEqual({ ok: false, reason: 'too_large' });
    expect(streams[0]!.aborted).toBe(true);
    expect(registry.openCount).toBe(1);
    registry.closeAll();
    expect(registry.openCount).toBe(0);
    expect(streams[1]!.aborted).toBe(true);
  });
});

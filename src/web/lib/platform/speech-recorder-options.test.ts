import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEECH_AUDIO_BITS_PER_SECOND, SPEECH_MICROPHONE, speechRecorderOptions } from './speech-recorder-options.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const browserSupporting = (...types: string[]) => vi.stubGlobal('MediaRecorder', { isTypeSupported: (type: string) => types.includes(type) });

describe('what a speech recording asks the browser for', () => {
  it('Opus in WebM where the browser has it (Chrome, Firefox, Android), at a speech bitrate', () => {
    browserSupporting('audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4');
    expect(speechRecorderOptions()).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: SPEECH_AUDIO_BITS_PER_SECOND });
  });

  it('falls back to Opus in Ogg, then to MP4 (Safari)', () => {
    browserSupporting('audio/ogg;codecs=opus', 'audio/mp4');
    expect(speechRecorderOptions().mimeType).toBe('audio/ogg;codecs=opus');
    browserSupporting('audio/mp4');
    expect(speechRecorderOptions().mimeType).toBe('audio/mp4');
  });

  it('leaves the type to the browser when it knows none of ours, or cannot say, but keeps the bitrate', () => {
    browserSupporting('audio/x-unknown');
    expect(speechRecorderOptions()).toEqual({ audioBitsPerSecond: SPEECH_AUDIO_BITS_PER_SECOND });
    vi.stubGlobal('MediaRecorder', undefined);
    expect(speechRecorderOptions()).toEqual({ audioBitsPerSecond: SPEECH_AUDIO_BITS_PER_SECOND });
  });

  it('a speech bitrate in the 16–24 kbps band, and one cleaned-up mono microphone', () => {
    expect(SPEECH_AUDIO_BITS_PER_SECOND).toBeGreaterThanOrEqual(16_000);
    expect(SPEECH_AUDIO_BITS_PER_SECOND).toBeLessThanOrEqual(24_000);
    expect(SPEECH_MICROPHONE).toEqual({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  });
});

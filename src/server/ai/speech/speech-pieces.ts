// A long recording is recognised in pieces (real calls, issue 31): in parallel on the offline
// engine's cores, and small enough for a hosted transcription. A piece holds only the speech of the
// spans it is given (one party's turns), spliced together with a short silence between, so in a
// one-channel call the other voice, speaking in between, is never heard as this party's; its times
// map back to the recording.

export interface Span {
  start: number;
  end: number;
}

/**
 * `spans` (sorted) in consecutive groups of about equal speech: `count` groups at least when there
 * are enough spans, more when a group would hold over `maxSpeechSeconds`.
 */
export function groupSpans(spans: Span[], options: { count: number; maxSpeechSeconds: number }): Span[][] {
  if (spans.length === 0) return [];
  const speech = spans.reduce((sum, s) => sum + (s.end - s.start), 0);
  const wanted = Math.min(spans.length, Math.max(options.count, Math.ceil(speech / options.maxSpeechSeconds)));
  const share = speech / wanted;
  const groups: Span[][] = [[]];
  let inGroup = 0;
  for (const span of spans) {
    const length = span.end - span.start;
    const current = groups[groups.length - 1]!;
    const left = spans.length - spans.indexOf(span);
    // A new group once this one holds its share; every group left still gets a span.
    if (current.length > 0 && groups.length < wanted && (inGroup + length / 2 > share || left <= wanted - groups.length)) {
      groups.push([span]);
      inGroup = length;
    } else {
      current.push(span);
      inGroup += length;
    }
  }
  return groups;
}

/** The silence put between two spliced spans: long enough for a recogniser to end an utterance. */
export const SPLICE_GAP_SECONDS = 0.4;

export interface SplicedSpeech {
  samples: Int16Array;
  /** Where a moment of the spliced audio was in the recording. */
  toRecording(seconds: number): number;
}

/** The spans' samples one after another, each followed by a short silence. */
export function spliceSpans(samples: Int16Array, sampleRate: number, spans: Span[]): SplicedSpeech {
  const gap = Math.round(SPLICE_GAP_SECONDS * sampleRate);
  const ranges = spans.map((span) => ({
    from: Math.max(0, Math.floor(span.start * sampleRate)),
    to: Math.min(samples.length, Math.ceil(span.end * sampleRate)),
  }));
  const total = ranges.reduce((sum, r) => sum + Math.max(0, r.to - r.from) + gap, 0);
  const spliced = new Int16Array(total);
  const offsets: { splicedStart: number; recordingStart: number; length: number }[] = [];
  let at = 0;
  for (const range of ranges) {
    const length = Math.max(0, range.to - range.from);
    spliced.set(samples.subarray(range.from, range.to), at);
    offsets.push({ splicedStart: at / sampleRate, recordingStart: range.from / sampleRate, length: length / sampleRate });
    at += length + gap;
  }
  return {
    samples: spliced,
    toRecording(seconds) {
      // The last span starting at or before this moment; a moment in a gap belongs to the span before it.
      let found = offsets[0];
      for (const offset of offsets) {
        if (offset.splicedStart <= seconds) found = offset;
        else break;
      }
      if (!found) return seconds;
      return found.recordingStart + Math.min(Math.max(0, seconds - found.splicedStart), found.length);
    },
  };
}

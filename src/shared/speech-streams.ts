// A recording sent while it is being recorded (decision 029): the browser appends its bytes to a
// stream named by a UUID of its own, at the byte offset it believes the server has; the Pitch Lab
// and the Sales Coach then take the stream's transcript instead of an upload (`?stream=<key>`).
// No zod here: the recording flow's JavaScript loads this (the schemas are in speech-stream-schemas.ts).
import { PITCH_MAX_UPLOAD_BYTES } from './limits.ts';

/** At most this much per request: a slow link sends a few seconds of speech at a time. */
export const SPEECH_STREAM_CHUNK_MAX_BYTES = 256 * 1024;
/** A whole stream: the largest recording a tool accepts. */
export const SPEECH_STREAM_MAX_BYTES = PITCH_MAX_UPLOAD_BYTES;

/** What the server has of a stream, after each append. */
export interface SpeechStreamProgress {
  /** Bytes received, in order from the start: the offset to send next. */
  received: number;
  /** The last bytes came: the stream can be taken. */
  complete: boolean;
}

/** The `reason` of a 409 whose stream the server does not have (restarted, expired, or never opened): send the recording whole. */
export const SPEECH_STREAM_MISSING = 'stream_missing';

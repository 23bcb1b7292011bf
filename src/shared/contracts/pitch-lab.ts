import { operation } from '../contract.ts';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES } from '../limits.ts';
import { PITCH_UPLOAD_CONTENT_TYPES, pitchAudioQuerySchema, pitchTextInputSchema, type PitchAnalysisResponse, type PitchCapabilities } from '../pitch-lab.ts';
import { STT_UNAVAILABLE_CODE } from '../pitch-lab-constants.ts';

// The Pitch Lab (pitch-lab): a recorded or typed pitch in, a scored report out.

const ERROR_RESPONSES = {
  402: 'Out of credits (nothing spent)',
  403: 'Guest trial already used',
  429: 'Hourly pitch cap or daily AI budget reached (rate_limited / ai_budget_exhausted); nothing spent',
  502: 'The AI provider failed; the credit (or guest trial) was given back',
  503: `Speech-to-text is not set up (code ${STT_UNAVAILABLE_CODE}); nothing spent`,
};

export const pitchLabApi = {
  capabilities: operation<PitchCapabilities>()({
    method: 'get',
    path: '/api/pitch-lab/capabilities',
    role: 'public',
    tag: 'pitch-lab',
    summary: 'Whether speech-to-text is available (otherwise the pitch is typed)',
  }),
  /** The body is the recording itself (send it with its Content-Type), not JSON. */
  analyzeAudio: operation<PitchAnalysisResponse>()({
    method: 'post',
    path: '/api/pitch-lab/analyze-audio',
    role: 'guest',
    tag: 'pitch-lab',
    summary: 'Transcribe and analyze a recorded pitch (spends 1 credit or the guest trial; refunded on failure)',
    query: pitchAudioQuerySchema,
    rawBody: {
      contentTypes: PITCH_UPLOAD_CONTENT_TYPES,
      description: `The recording (at most ${PITCH_MAX_UPLOAD_BYTES / 1024 / 1024} MB and ${PITCH_MAX_SECONDS} s); its first bytes must match the declared type. With \`idempotencyKey\` (a UUID made per recording), the same caller sending it again, even at the same time, gets the first answer (200) and is charged once.`,
    },
    responses: {
      409: 'A request with the same idempotencyKey is still running (conflict, reason in_progress); nothing spent, try again',
      413: 'Recording too large or too long (nothing spent)',
      415: 'Not an accepted audio type, or content does not match it (nothing spent)',
      422: 'The recording could not be decoded (unprocessable_audio); the credit (or guest trial) was given back',
      ...ERROR_RESPONSES,
    },
  }),
  analyzeText: operation<PitchAnalysisResponse>()({
    method: 'post',
    path: '/api/pitch-lab/analyze-text',
    role: 'guest',
    tag: 'pitch-lab',
    summary:
      'Analyze a typed or pasted pitch (spends 1 credit or the guest trial; refunded on failure). With `idempotencyKey` (a UUID made per Submit), the same caller sending it again, even at the same time, gets the first answer (200) and is charged once',
    body: pitchTextInputSchema,
    responses: {
      409: 'A request with the same idempotencyKey is still running (conflict, reason in_progress); nothing spent, try again',
      ...ERROR_RESPONSES,
    },
  }),
};

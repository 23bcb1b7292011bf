// Every error code the API answers with, and its HTTP status. The web matches these codes (never
// message text) to choose a dialog or a wording. An answer is `{"error":{"code","id","values",
// "message","details"}}`: `id` names the message in the server catalog, `message` is it rendered in
// the caller's language; each code has a fallback text, `code.<code>` in that catalog.
export const ERROR_STATUS = {
  invalid_input: 400,
  /** A recording in which no words were recognised (Pitch Lab, Sales Coach); nothing spent. */
  no_transcript: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** An admin whose account has no TOTP enrolled: the web sends them to set it up. */
  two_factor_required: 403,
  /** Admin accounts cannot be deleted, by themselves or by another admin. */
  admin_protected: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** An upload of the right type whose content cannot be decoded (corrupt or not audio). */
  unprocessable_audio: 422,
  rate_limited: 429,
  /** The service's daily AI budget is used up (AI_DAILY_RUNS_GLOBAL). */
  ai_budget_exhausted: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  /** No speech-to-text engine is set up: the browser offers typing instead; nothing spent. */
  stt_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

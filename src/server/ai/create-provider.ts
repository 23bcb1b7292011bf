import type { Env } from '../env.ts';
import type { AiProvider } from './provider.ts';
import { LocalProvider } from './local/local-provider.ts';
import { OpenAiProvider } from './openai/openai-provider.ts';
import { logger } from '../lib/logger.ts';

/** The provider chosen by configuration: `openai` for any OpenAI-compatible server, else `local`. */
export function createAiProvider(env: Env): AiProvider {
  if (env.AI_PROVIDER === 'openai') {
    if (!env.AI_API_KEY && !env.AI_BASE_URL) logger.warn('AI_PROVIDER=openai without AI_API_KEY or AI_BASE_URL: calls will be refused by the API');
    return new OpenAiProvider({
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      chatModel: env.AI_CHAT_MODEL,
      transcribeModel: env.AI_TRANSCRIBE_MODEL,
      realtimeModel: env.AI_REALTIME_MODEL,
      realtimeVoice: env.AI_REALTIME_VOICE,
      realtimeEnabled: env.AI_REALTIME === 'on' || (env.AI_REALTIME === 'auto' && (!env.AI_BASE_URL || new URL(env.AI_BASE_URL).hostname === 'api.openai.com')),
      timeoutMs: env.AI_TIMEOUT_MS,
    });
  }
  const provider = new LocalProvider();
  if (!provider.capabilities.speechToText) {
    logger.info('offline speech-to-text not installed (apt-get install pocketsphinx pocketsphinx-en-us ffmpeg); the Pitch Lab offers typed pitches');
  }
  return provider;
}

// The prospect's voice in turn-based calls: the browser's own speech synthesis (free, offline), in
// the reader's language (the prospect answers in it).
import type { Locale } from '@shared/i18n/locales.ts';
import { currentLocale } from '@web/lib/language/i18n.ts';

const SPEECH_LANG: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', pt: 'pt-PT', 'pt-BR': 'pt-BR', es: 'es-419', sw: 'sw-KE' };

/** The device's voice for `lang`: its default voice when that speaks the language, else the exact variant, else any of the language. */
function voiceFor(synth: SpeechSynthesis, lang: string): SpeechSynthesisVoice | undefined {
  const tag = (value: string) => value.toLowerCase().replace('_', '-');
  const base = tag(lang).split('-')[0];
  const sameLanguage = synth.getVoices().filter((v) => tag(v.lang).split('-')[0] === base);
  return sameLanguage.find((v) => v.default) ?? sameLanguage.find((v) => tag(v.lang) === tag(lang)) ?? sameLanguage[0];
}

/** Speaks the text; `onDone` runs once when speech ends, fails, or is not available at all. */
export function speak(text: string, onDone: () => void, locale: Locale = currentLocale()): () => void {
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(fallback);
    onDone();
  };
  // Some engines (headless browsers, phones with no voices) never fire `end`: estimate instead.
  const estimateMs = 1500 + (text.split(/\s+/).length / 2.6) * 1000;
  const fallback = window.setTimeout(done, estimateMs + 2000);
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
    window.clearTimeout(fallback);
    window.setTimeout(done, 0);
    return () => {};
  }
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 1.02;
  utterance.lang = SPEECH_LANG[locale];
  const voice = voiceFor(synth, utterance.lang);
  if (voice) utterance.voice = voice;
  utterance.onend = done;
  utterance.onerror = done;
  synth.speak(utterance);
  return () => {
    synth.cancel();
    done();
  };
}

export function stopSpeaking() {
  if (typeof window !== 'undefined' && window.speechSynthesis) window.speechSynthesis.cancel();
}

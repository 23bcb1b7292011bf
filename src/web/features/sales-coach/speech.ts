// The prospect's voice in turn-based calls: the browser's own speech synthesis (free, offline).

/** Speaks the text; `onDone` runs once when speech ends, fails, or is not available at all. */
export function speak(text: string, onDone: () => void): () => void {
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

import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import { LocalProvider } from './local-provider.ts';

describe('what the offline provider says it can do', () => {
  it('judges every language the product speaks', () => {
    expect(new LocalProvider({ speechEngine: null }).capabilities.judgedLanguages).toEqual([...LOCALES]);
  });

  it('understands recordings in English only, since its one speech model is en-us', () => {
    // Paths only: nothing runs until a recording arrives.
    const provider = new LocalProvider({ speechEngine: { ffmpeg: '/usr/bin/ffmpeg', pocketsphinx: '/usr/bin/pocketsphinx' } });
    expect(provider.capabilities.speechToText).toBe(true);
    expect(provider.capabilities.speechLanguages).toEqual(['en']);
  });

  it('understands recordings in no language without a speech engine', () => {
    const provider = new LocalProvider({ speechEngine: null });
    expect(provider.capabilities.speechToText).toBe(false);
    expect(provider.capabilities.speechLanguages).toEqual([]);
  });
});

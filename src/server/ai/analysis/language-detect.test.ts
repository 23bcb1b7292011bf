import { describe, expect, it } from 'vitest';
import { detectLanguage, languageScores, tokens } from './language-detect.ts';

// Real pitches and call turns, typed (punctuated) and as a speech recogniser returns them
// (lower case, no punctuation).
const SAMPLES = {
  en: [
    'Every week, shop owners in Nairobi throw away food they could have sold. We built StockSense, an app that sends a text when stock runs low. We are raising $50,000 to reach 200 shops.',
    'so um basically we help small shops keep track of their stock and you know they save a lot of time every week',
    'Hi, thanks for taking my call. I wanted to ask how you handle deliveries today?',
  ],
  fr: [
    "Chaque semaine, les commerçants de Dakar jettent des produits qu'ils auraient pu vendre. Nous avons créé StockSense, une application qui envoie un SMS quand le stock baisse.",
    'euh bonjour je m’appelle awa et en fait notre application aide les petits commerçants à suivre leur stock du coup ils gagnent du temps chaque jour',
    "Bonjour monsieur, je vous appelle parce que nous aidons les boutiques d'Abidjan à vendre plus. Est-ce que vous avez deux minutes ?",
  ],
  pt: [
    'Todas as semanas, os donos de lojas em Maputo deitam fora comida que podiam ter vendido. Criámos o StockSense, uma aplicação que envia uma mensagem quando o stock está a acabar.',
    'então tipo a gente ajuda os pequenos comerciantes a controlar o estoque né e eles economizam muito tempo todo dia com o nosso aplicativo',
    'Olá, obrigado por atender. Eu queria saber como vocês fazem as entregas hoje?',
  ],
  es: [
    'Cada semana, los dueños de tiendas en Bogotá tiran comida que podrían haber vendido. Creamos StockSense, una aplicación que envía un mensaje cuando el inventario está bajo.',
    'bueno este o sea nosotros ayudamos a las pequeñas tiendas a controlar su inventario y así ahorran mucho tiempo cada semana',
    'Hola, gracias por atender mi llamada. ¿Cómo manejan hoy las entregas en su negocio?',
  ],
  sw: [
    'Kila wiki, wenye maduka jijini Nairobi hutupa chakula ambacho wangeweza kuuza. Tumetengeneza StockSense, programu inayotuma ujumbe wakati bidhaa zinapungua.',
    'eeh habari yako jina langu ni amina na sisi tunasaidia wenye maduka madogo kufuatilia bidhaa zao yaani wanaokoa muda mwingi kila siku',
    'Habari, asante kwa kupokea simu yangu. Je, mnapeleka bidhaa kwa wateja wenu vipi kwa sasa?',
  ],
} as const;

describe('detectLanguage', () => {
  for (const [language, samples] of Object.entries(SAMPLES)) {
    it(`recognises ${language}, typed and as recognised speech`, () => {
      for (const sample of samples) expect({ sample, language: detectLanguage(sample) }).toEqual({ sample, language });
    });
  }

  it('says unknown when there are too few words, no small words, or another language', () => {
    expect(detectLanguage('')).toBe('unknown');
    expect(detectLanguage('StockSense 50000')).toBe('unknown');
    expect(detectLanguage('Bonjour, merci')).toBe('unknown');
    expect(detectLanguage('ShiftPal StockSense FreshLoop RemindMe WhatsApp M-Pesa Nairobi Dakar')).toBe('unknown');
    expect(detectLanguage('Wir helfen kleinen Läden, ihren Bestand zu verwalten, und sparen ihnen jede Woche Zeit.')).toBe('unknown');
  });

  it('lets the telling words decide, not the words languages share', () => {
    // "de", "que", "la", "en" belong to several languages and count little for each.
    const scores = languageScores('de que la en');
    expect(Math.max(...Object.values(scores))).toBeLessThan(2);
    expect(detectLanguage('de que la en de que la en')).toBe('unknown');
  });

  it('splits French elisions and keeps English contractions', () => {
    expect(tokens("L'équipe d'Awa qu'il don't we're")).toEqual(['l', 'équipe', 'd', 'awa', 'qu', 'il', "don't", "we're"]);
  });
});

import { describe, expect, it } from 'vitest';
import { SWAHILI_PITCHES } from '../../../../../eval/pitches-sw.ts';
import { splitSentences } from '../text.ts';
import { SWAHILI as sw } from './sw.ts';

const fillers = (sentence: string, atStart = true) => sw.countFillers(sentence, atStart).labels;
const recognised = (text: string) => text.toLowerCase().replace(/[.,!?]/g, '');

describe('Swahili fillers', () => {
  it('counts hesitations, Sheng fillers and tags as said', () => {
    expect(fillers('Eeh, manze, sisi ni, eeh, tunauza maji safi hapa Kibera.')).toEqual(['eeh', 'eeh', 'manze']);
    expect(fillers('Aki, tuko na wateja kama 300 kila wiki, unaona.')).toEqual(['unaona', 'aki']);
    expect(fillers('Watu wa mtaa, unajua, wanakunywa maji ya mfereji, si ndio?')).toEqual(['unajua', 'si ndio']);
    expect(fillers('Wanasema ati bei ni juu, sivyo?')).toEqual(['ati', 'sivyo']);
  });

  it('counts ambiguous words only in their filler use', () => {
    // "unajua" asking a question, "yaani" restating an amount, "kwa hivyo" meaning "therefore".
    expect(fillers('Unajua ni mara ngapi customer wako anarudisha suit?')).toEqual([]);
    expect(fillers('Je, unajua kwamba wageni wanne kati ya kumi hawapati gari?')).toEqual([]);
    expect(fillers('Bei ni nafuu, yaani shilingi hamsini kwa siku.')).toEqual([]);
    expect(fillers('Wanalipwa mshahara, kwa hivyo hawana haraka ya kuendesha vibaya.')).toEqual([]);
    expect(fillers('Kwa hivyo, eeh, tuma order leo.')).toEqual(['eeh', 'kwa hivyo']);
    expect(fillers('Yaani, watu wanapoteza pesa.')).toEqual(['yaani']);
    expect(fillers('Ukiangalia, unaona faida kila mwezi.')).toEqual([]);
  });

  it('counts "sasa" only as an opening discourse filler, never as "now"', () => {
    expect(fillers('Sasa, eeh, tunadeliver mitungi ya lita ishirini.')).toEqual(['sasa', 'eeh']);
    expect(fillers('Sasa eeh tunadeliver mitungi')).toEqual(['eeh', 'sasa']);
    expect(fillers('Tunauza sasa hivi kwa bei nafuu.')).toEqual([]);
    expect(fillers('Sasa tuna wateja 200 Kayole.')).toEqual([]);
    expect(fillers('Karo Sasa inawakopesha wazazi karo ya shule.')).toEqual([]);
    // Recognised speech: the hesitation after it tells the filler, wherever the chunk starts.
    expect(fillers('wanaugua si ndio sasa eeh tunadeliver', false)).toEqual(['eeh', 'si ndio', 'sasa']);
  });

  it('counts an opening "basi," only at the start of a sentence', () => {
    expect(fillers('Basi, tunauza mikate.')).toEqual(['basi']);
    expect(fillers('Basi, tunauza mikate.', false)).toEqual([]);
    expect(fillers('Tukubaliane basi.')).toEqual([]);
  });

  it('tells a sentence that opens on a filler', () => {
    expect(sw.startsWithFiller('Eeh, sisi tunauza maji.')).toBe(true);
    expect(sw.startsWithFiller('Manze, ni doo ngapi unapoteza?')).toBe(true);
    expect(sw.startsWithFiller('unajua watu wa mtaa wanakunywa maji ya mfereji')).toBe(true);
    expect(sw.startsWithFiller('Unajua ni mara ngapi customer anarudisha suit?')).toBe(false);
    expect(sw.startsWithFiller('Sasa tuna wateja 200.')).toBe(false);
  });
});

describe('Swahili hedges', () => {
  it('counts softeners, trying and asking leave', () => {
    expect(sw.countHedges('Nadhani labda bima yetu inaweza kuwasaidia wakulima kidogo.')).toBe(3);
    expect(sw.countHedges('Tunajaribu kutoa bima ya mazao.')).toBe(1);
    expect(sw.countHedges('Sijui, labda tungeweza kuongea kama una nafasi.')).toBe(3);
    expect(sw.hedgeWords('Labda tunaweza. Nadhani ni sawa. Labda kesho.')).toEqual(['labda', 'nadhani']);
  });

  it('leaves "kidogo" alone where it says something', () => {
    expect(sw.countHedges('Wanalipa kidogo kidogo kila wiki kupitia M-Pesa.')).toBe(0);
    expect(sw.countHedges('Customer anataka kitu poa lakini doo ni kidogo.')).toBe(0);
  });

  it('says the sentence cleanly, grammar kept', () => {
    expect(sw.cleanSentence('Eeh, nadhani tunajaribu kutoa bima ya mazao.')).toBe('Tunatoa bima ya mazao.');
    expect(sw.cleanSentence('Sasa, eeh, tunadeliver mitungi, yaani, kwa bob hamsini.')).toBe('Tunadeliver mitungi kwa bob hamsini.');
    expect(sw.cleanSentence('Labda tungeweza kuongea Jumatatu.')).toBe('Tunaweza kuongea Jumatatu.');
    expect(sw.cleanSentence('Tuna wakulima kama 200 hivi.')).toBe('Tuna wakulima kama 200.');
  });

  it('tells a fragment from a line', () => {
    expect(sw.isFragment('Na tunataka kufikia kaunti nyingine.')).toBe(true);
    expect(sw.isFragment('Tunauza chakula cha kuku kwa')).toBe(true);
    expect(sw.isFragment('Tunauza chakula cha kuku Eldoret.')).toBe(false);
  });
});

describe('Swahili syllables', () => {
  it('counts every vowel and a syllabic m or n, not a prenasalised one', () => {
    expect(sw.countSyllables('kuuza')).toBe(3);
    expect(sw.countSyllables('mtu')).toBe(2);
    expect(sw.countSyllables('nchi')).toBe(2);
    expect(sw.countSyllables('mkulima')).toBe(4);
    expect(sw.countSyllables('nyumba')).toBe(2);
    expect(sw.countSyllables('mbuzi')).toBe(2);
    expect(sw.countSyllables('mwezi')).toBe(2);
    expect(sw.countSyllables("ng'ombe")).toBe(2);
    expect(sw.countSyllables('hamsini')).toBe(4);
    expect(sw.countSyllables('tunawasaidia')).toBe(7);
    expect(sw.countSyllables('wateja 85')).toBe(9);
  });

  it('finds the words that chain clauses, more in a run-on', () => {
    const rate = (text: string) => ((text.match(sw.clauseJoiners)?.length ?? 0) / text.split(/\s+/).length) * 100;
    const runOn = SWAHILI_PITCHES.find((p) => p.labels.mainIssue === 'rambling')!.text;
    const strong = SWAHILI_PITCHES.find((p) => p.id.startsWith('sw01'))!.text;
    expect(sw.clauseJoiners.flags).toContain('g');
    expect(rate(runOn)).toBeGreaterThan(3 * rate(strong));
    expect('na pikipiki tatu'.match(sw.clauseJoiners)).toBeNull();
    expect('na tunataka kufikia'.match(sw.clauseJoiners)).toHaveLength(1);
  });
});

describe('Swahili structure', () => {
  it('hears a hook: a question, a number, a bold claim, a short pain first', () => {
    expect(sw.isHook('Je, ni dawa ngapi zinaisha muda wake kwenye rafu zako kila mwezi?', true)).toBe(true);
    expect(sw.isHook('ni doo ngapi unapoteza kila wiki juu customer amekuja na huna stock', true)).toBe(true);
    expect(sw.isHook('Kuku wa kienyeji wanaweza kutaga mayai 250 kwa mwaka.', true)).toBe(true);
    expect(sw.isHook('Madalali wanakula faida ya wakulima wa kahawa.', true)).toBe(true);
    expect(sw.isHook('Madalali wanakula faida ya wakulima wa kahawa.', false)).toBe(false);
  });

  it('never hears a hook in a hedged, greeting, biography, rude, tagged or long sentence', () => {
    expect(sw.isHook('Nadhani labda bima yetu inaweza kusaidia wakulima 200.', true)).toBe(false);
    expect(sw.isHook('Habari zenu, jina langu ni Akinyi na natoka Kisumu.', true)).toBe(false);
    expect(sw.isHook('Nilianza biashara hii mwaka 2019.', true)).toBe(false);
    expect(sw.isHook('Wewe hujui kitu kuhusu biashara, wateja 300 wanatutumia.', true)).toBe(false);
    expect(sw.isHook('Yaani, watu wa mtaa, unajua, wanakunywa maji ya mfereji, si ndio?', true)).toBe(false);
    const long = `Kila siku ${'tunauza mikate na maziwa kwa wateja wetu '.repeat(5)}`;
    expect(sw.isHook(long, true)).toBe(false);
  });

  it('opens the real opening after a greeting', () => {
    expect(sw.hookStart.test('je')).toBe(true);
    expect(sw.hookStart.test('fikiria')).toBe(true);
    expect(sw.hookStart.test('tunauza')).toBe(false);
  });

  it('tells a greeting or a name, not a statement about the trade', () => {
    expect(sw.isGreeting('Habari za asubuhi, wapendwa.')).toBe(true);
    expect(sw.isGreeting('Mimi ni Juma.')).toBe(true);
    expect(sw.isGreeting('mimi ni juma')).toBe(true);
    expect(sw.isGreeting('Sasa wasee!')).toBe(true);
    expect(sw.isGreeting('Mimi ni mkulima wa kahawa kutoka Moshi.')).toBe(false);
    expect(sw.isGreeting('Sasa, eeh, tunadeliver maji.')).toBe(false);
  });

  it('tells a biography', () => {
    expect(sw.isBiography('Jina langu ni Akinyi na natoka Kisumu.')).toBe(true);
    expect(sw.isBiography('Nilianza biashara hii miaka mitano iliyopita.')).toBe(true);
    expect(sw.isBiography('Tunatengeneza chakula cha kuku Eldoret.')).toBe(false);
  });

  it('tells talking down to the listener', () => {
    expect(sw.isRude('Sikiliza vizuri, wewe hujui kitu kuhusu biashara.')).toBe(true);
    expect(sw.isRude('Mnapoteza muda wangu, mafala.')).toBe(true);
    expect(sw.isRude('Tunaleta mzigo dukani kwako kabla ya saa mbili.')).toBe(false);
  });

  it('hears a pain, not a result', () => {
    expect(sw.isProblem('Wavuvi wa Mombasa wanapoteza samaki kila siku kwa sababu hakuna barafu.')).toBe(true);
    expect(sw.isProblem('Wazazi hawawezi kulipa karo mwanzo wa muhula.')).toBe(true);
    expect(sw.isProblem('Ma-kiosk wengi wanaishiwa unga na sukari Ijumaa jioni.')).toBe(true);
    expect(sw.isProblem('Maduka 85 yamepunguza hasara kwa nusu.')).toBe(false);
    expect(sw.isProblem('Tunatengeneza chakula cha kuku kwa mahindi na soya.')).toBe(false);
  });

  it('hears what is offered and what it does', () => {
    expect(sw.isSolution('Sisi tunatengeneza masanduku ya baridi yanayotumia sola.')).toBe(true);
    expect(sw.isSolution('DawaTrack ni programu ya simu inayokuonyesha dawa zipi zinakaribia kuisha muda.')).toBe(true);
    expect(sw.isSolution('tunadeliver mitungi ya lita ishirini hadi kwa nyumba')).toBe(true);
    expect(sw.isSolution('Karo Sasa inawakopesha wazazi karo ya shule.')).toBe(true);
    expect(sw.isSolution('Tunaamini kila mvuvi wa pwani anastahili bei nzuri.')).toBe(false);
    expect(sw.isSolution('Wakulima wa kahawa Moshi wanapoteza nusu ya faida yao kwa madalali.')).toBe(false);
  });

  it('hears proof: buyers counted, results, not a comparison or a speed', () => {
    expect(sw.isProof('Maduka 85 ya Kinondoni yanaitumia, na yamepunguza hasara kwa nusu.')).toBe(true);
    expect(sw.isProof('Riders 1,800 wa Kisumu wako na cover yetu.')).toBe(true);
    expect(sw.isProof('tayari wavuvi 140 wa shimoni wanatumia masanduku yetu')).toBe(true);
    expect(sw.isProof('Tumeunda app inayochukua measurements kwa simu ndani ya dakika mbili.')).toBe(false);
    expect(sw.isProof('Ni asilimia thelathini chini ya chakula cha kuagiza.')).toBe(false);
  });

  it('tells the speaker’s own claim from a market figure', () => {
    expect(sw.isOwnClaim('Mwaka jana tulilipa claims 240.')).toBe(true);
    expect(sw.isOwnClaim('Wafugaji 400 wananunua chakula chetu kila mwezi.')).toBe(true);
    expect(sw.isOwnClaim('Wamiliki wa maduka ya dawa wanapoteza TSh 400,000 kwa mwezi.')).toBe(false);
  });

  it('hears an ask: strong forms anywhere, closings and instructions near the end', () => {
    expect(sw.isAsk('Naomba nikuwekee taa moja dukani kwako Jumamosi hii.', false)).toBe(true);
    expect(sw.isAsk('Nikuandikishe sasa hivi, uwe covered kuanzia leo usiku?', false)).toBe(true);
    expect(sw.isAsk('Karibu ununue.', true)).toBe(true);
    expect(sw.isAsk('Karibu ununue.', false)).toBe(false);
    expect(sw.isAsk('Tuma order kwa WhatsApp leo, tunakuletea kesho asubuhi.', true)).toBe(true);
    expect(sw.isAsk('Tuma order kwa WhatsApp leo, tunakuletea kesho asubuhi.', false)).toBe(false);
    expect(sw.isAsk('Tunaamini kila mkulima anastahili mavuno kamili.', true)).toBe(false);
    expect(sw.isAsk('Wateja wanakuja dukani kwetu kila siku.', true)).toBe(false);
  });

  it('tells a specific ask from a vague one', () => {
    expect(sw.isSpecificAsk('Naomba tukutane Jumanne ijayo saa nne asubuhi.')).toBe(true);
    expect(sw.isSpecificAsk('Nikuletee mifuko kumi ya majaribio?')).toBe(true);
    expect(sw.isSpecificAsk('Kama una nia, tuwasiliane wakati wowote.')).toBe(false);
    expect(sw.isSpecificAsk('Labda tungeweza kuongea siku moja.')).toBe(false);
    expect(sw.isSpecificAsk('Naomba mniunge mkono.')).toBe(false);
  });

  it('hears a price, a number and a time', () => {
    expect(sw.isPrice('Gharama ni TSh 15,000 kwa mwezi.')).toBe(true);
    expect(sw.isPrice('ni affordable sana bob 200 kwa mwezi')).toBe(true);
    expect(sw.isPrice('Unalipa shilingi hamsini kwa siku.')).toBe(true);
    expect(sw.isPrice('Tuna wateja 300 Kibera.')).toBe(false);
    expect(sw.hasNumber('maduka mia tatu ishirini')).toBe(true);
    expect(sw.hasNumber('safari 1,200')).toBe(true);
    expect(sw.hasNumber('tunaleta moja kwa moja hadi shambani kwako')).toBe(false);
    expect(sw.hasTime('Jumamosi hii')).toBe(true);
    expect(sw.hasTime('nikuinstallie kesho saa tatu asubuhi')).toBe(true);
    expect(sw.hasTime('tunaleta hadi shambani kwako')).toBe(false);
  });

  it('finds the product name said with a cue, as a subject, or in CamelCase; not a verb or a town', () => {
    expect(sw.findProductName(['Tumeunda app inaitwa KipimoPro, inachukua measurements kwa simu.'])).toBe('KipimoPro');
    expect(sw.findProductName(['tumeunda app inaitwa kipimopro inachukua measurements kwa simu'])).toBe('kipimopro');
    expect(sw.findProductName(['Jua Letu ni taa ya sola yenye betri.', 'Maduka ya Kayole yanatumia Jua Letu.'])).toBe('Jua Letu');
    expect(sw.findProductName(['Samaki Feed inatengeneza chakula cha samaki hapa Mwanza.'])).toBe('Samaki Feed');
    expect(sw.findProductName(['Tunajaribu kutoa bima ya mazao.'])).toBeUndefined();
    expect(sw.findProductName(['Maduka ya Kayole yananunua kwetu.', 'Kayole ni mtaa mkubwa, na Kayole inakua.'])).toBeUndefined();
    expect(sw.findProductName(['bodacare ni insurance ya bodaboda', 'riders wako na bodacare'])).toBe('bodacare');
  });
});

describe('Swahili recognised speech', () => {
  it('cuts a chunk at its request and its result', () => {
    const chunk = 'mauzo yao ya jioni yamepanda kwa asilimia thelathini naomba nikuwekee taa moja jumamosi hii';
    expect(sw.beforeAsk!(chunk)).toBe('mauzo yao ya jioni yamepanda kwa asilimia thelathini');
    expect(sw.askPart!(chunk)).toBe('naomba nikuwekee taa moja jumamosi hii');
    expect(sw.beforeAsk!('naomba tukutane jumanne')).toBe('');
    expect(sw.proofPart!('kupitia whatsapp ndani ya saa moja tangu mwaka jana tumeunganisha safari 1200')).toBe('tangu mwaka jana tumeunganisha safari 1200');
    // The number of the proof before the request does not make the request specific.
    expect(sw.isSpecificAsk('tuna wakulima kama 200 hivi sijui labda tungeweza kuongea')).toBe(false);
  });

  it('quotes the opening up to the next sentence it ran into', () => {
    expect(sw.openingQuote!('kila mwezi mwenye duka kayole analipa shilingi elfu tatu jua letu ni taa ya sola', 'jua letu')).toBe(
      'kila mwezi mwenye duka kayole analipa shilingi elfu tatu',
    );
    expect(sw.openingQuote!('je ni dawa ngapi zinaisha muda wake kwenye rafu zako kila mwezi wamiliki wa maduka ya dawa wanapoteza')).toBe(
      'je ni dawa ngapi zinaisha muda wake kwenye rafu zako kila mwezi',
    );
    // After a joint ("juu" = because) the subject belongs to the same sentence.
    expect(sw.openingQuote!('ni doo ngapi unapoteza kila wiki juu customer amekuja na huna stock')).toBe(
      'ni doo ngapi unapoteza kila wiki juu customer amekuja na huna stock',
    );
  });

  it('reads a closing question, the named offer and a long sentence', () => {
    expect(sw.isBackReference!('Tufanye hivyo?')).toBe(true);
    expect(sw.isBackReference!('Tufanye hivyo kesho saa tatu?')).toBe(false);
    expect(sw.namesOffer!('DukaSmart inakuambia nini kinaisha kabla kiishe.', 'DukaSmart')).toBe(true);
    expect(sw.namesOffer!('Wateja wanapenda DukaSmart sana.', 'DukaSmart')).toBe(false);
    expect(sw.splitRewrite!('Tunauza vifaranga Thika na tunataka kufikia kaunti nyingine halafu tukaanza kuuza chakula pia.', 50)).toBe(
      'Tunauza vifaranga Thika. Tunataka kufikia kaunti nyingine. Tukaanza kuuza chakula pia.',
    );
    expect(sw.splitRewrite!('Tunauza vifaranga Thika kwa bei nafuu.', 50)).toBeUndefined();
    expect(sw.withoutResults!('Maduka 85 yamepunguza hasara kwa nusu.')).not.toMatch(/hasara/);
  });

  it('drops a false start with the fillers', () => {
    expect(sw.cleanSentence('Eeh, manze, sisi ni, eeh, tunauza maji safi hapa Kibera.')).toBe('Sisi tunauza maji safi hapa Kibera.');
  });
});

describe('Swahili lines to say', () => {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  /** The runs of five words the line shares with the pitch. */
  const sharedRuns = (line: string, text: string) => {
    const said = ` ${words(text).join(' ')} `;
    const own = words(line);
    return own.map((_, i) => own.slice(i, i + 5)).filter((run) => run.length === 5 && said.includes(` ${run.join(' ')} `));
  };

  for (const pitch of SWAHILI_PITCHES) {
    for (const [form, text] of [
      ['typed', pitch.text],
      ['recognised', recognised(pitch.text)],
    ] as const) {
      it(`${pitch.id} (${form}): new words, no placeholder`, () => {
        const lines = sw.lines({ text, productName: sw.findProductName(splitSentences(text)) });
        for (const line of Object.values(lines).filter((l): l is string => l !== undefined)) {
          expect(line).not.toMatch(/undefined|\{|\}|\[|\]|__|XXX|\$/);
          expect(sharedRuns(line, text)).toEqual([]);
        }
        expect(lines.proof.length).toBeGreaterThan(20);
      });
    }
  }

  it('uses the product name and a day', () => {
    const pitch = SWAHILI_PITCHES.find((p) => p.id.startsWith('sw02'))!;
    const lines = sw.lines({ text: pitch.text, productName: 'DawaTrack' });
    expect(lines.opening).toContain('DawaTrack');
    expect(lines.ask).toContain('DawaTrack');
    expect(sw.hasTime(lines.ask!)).toBe(true);
  });

  it('writes nothing hollow when the facts are missing', () => {
    const lines = sw.lines({ text: 'Habari, mimi ni Juma. Karibu sana.' });
    expect(lines.opening).toBeUndefined();
    expect(lines.ask).toBeUndefined();
    expect(lines.problem).toBeUndefined();
    expect(lines.solution).toBeUndefined();
    expect(lines.proof).toMatch(/namba za simu/);
  });

  it('speaks Sheng only to a Sheng pitch', () => {
    const sheng = SWAHILI_PITCHES.find((p) => p.id.startsWith('sw15'))!;
    const plain = SWAHILI_PITCHES.find((p) => p.id.startsWith('sw02'))!;
    expect(sw.lines({ text: sheng.text, productName: 'DukaSmart' }).opening).toMatch(/\bdoo\b/);
    expect(sw.lines({ text: plain.text, productName: 'DawaTrack' }).opening).not.toMatch(/\bdoo\b/);
  });

  it('fits the ask to what is sold', () => {
    const ask = (text: string) => sw.lines({ text }).ask ?? '';
    expect(ask('Bima yetu ya bodaboda inalipa hospitali baada ya ajali. Riders wako na cover yetu.')).toMatch(/fomu/);
    expect(ask('Tunawakopesha wazazi karo ya shule, wanalipa kila wiki.')).toMatch(/maombi/);
    expect(ask('Tunauza bale za mitumba kwa jumla kwa ma-dealer wa Gikomba.')).toMatch(/oda/);
    expect(ask('Tunauza chakula cha kuku kwa wafugaji wa Eldoret.')).toMatch(/shambani/);
  });
});

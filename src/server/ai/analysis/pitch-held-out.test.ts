// What the second held-out set (eval/pitches-coach.ts, n-ids) showed going wrong, one test each.
// Each pitch here is new, not one of the eval's: the rule is general, not fitted to a sample.
import { describe, expect, it } from 'vitest';
import { analyzePitchOffline } from './pitch-analysis.ts';
import { askLine } from './pitch-lines.ts';
import { readOffer } from './pitch-offer.ts';
import { countFillers, isHook, isProblem, isProof, isSolution, removeFillers, removeHedges } from './pitch-signals.ts';

const lines = (text: string, seconds: number) => {
  const report = analyzePitchOffline(text, seconds, 'en');
  return [...report.improvements.map((i) => i.suggestion), report.rewrittenOpening].join(' ');
};

describe('no line to say is a template about nothing', () => {
  it('offers no "put one aside" when the pitch is only a greeting and a name', () => {
    const report = analyzePitchOffline('Good afternoon everybody. I am Juma Otieno from Kisumu, I am very happy to be here today, thank you so much.', 9, 'en');
    expect(report.improvements.map((i) => i.suggestion).join(' ')).not.toMatch(/put one aside|take it home|For example/);
    expect(report.strengths).toEqual([]);
    expect(report.scores.clarity).toBeLessThan(10);
  });

  it('returns no ask for a household when nothing sold was named', () => {
    const offer = readOffer('Hello, my name is Aisha and I am happy to meet you.', undefined);
    expect(askLine({ offer, business: 'shop', investor: false, stock: false, text: '' })).toBeUndefined();
  });

  it('asks a builder for a first order, not to take cement home this afternoon', () => {
    const said =
      'We sell cement and iron sheets to builders in Beira from our depot. A bag of cement is 720 meticais and we deliver to your site the next morning. Some builders in Beira already buy from us.';
    expect(lines(said, 25)).not.toMatch(/take it home|put one aside|your family/);
  });

  it('visits a farm that hires a service (ploughing, drilling) instead of bringing a sample', () => {
    const said =
      'Every season maize goes in late because farmers wait for oxen. We plough your land with our own tractor, one acre in an hour, for 3,000 shillings an acre, and you book by phone the day before.';
    expect(lines(said, 25)).not.toMatch(/with a sample|how much you need this season/);
  });

  it('names a café as a café and never brings "our morning"', () => {
    const said =
      'Cafés in Savassi run out of croissants by nine, and a customer without a croissant buys only a coffee. We bake them at four and deliver them warm before seven. Twelve cafés take our morning run, and sales went up by a third. Let me know if you are interested sometime.';
    const text = lines(said, 30);
    expect(text).not.toMatch(/your restaurant|our morning/);
    expect(text).toMatch(/your café/);
  });
});

describe('the offer and its buyer, read from the words a salesperson uses', () => {
  it('reads "i am nurse wambui from hope clinic" in recognised speech as the seller, not the buyer', () => {
    const offer = readOffer('good morning i am nurse wambui from hope clinic we have a maternity package and you can pay monthly', undefined);
    expect(offer.customer?.place).not.toBe('clinic');
  });

  it('hears a parent paying school fees as a household, not a school', () => {
    const offer = readOffer(
      "When the school fees letter comes, parents borrow at high interest. Our loan pays the fees and you repay monthly. Bring your child's report card on Saturday.",
      undefined,
    );
    expect(offer.buyer).toBe('household');
  });
});

describe('structure heard in plain words', () => {
  it('hears problems said without the usual words', () => {
    expect(isProblem('Every Friday the kitchens run short of fish and pay double at the market.')).toBe(true);
    expect(isProblem('Most shops send them away and they buy their bread somewhere else.')).toBe(true);
    expect(isProblem('The dam ran dry in the drought.')).toBe(true);
  });

  it('hears an offer said as what is delivered or done', () => {
    expect(isSolution('Samaki Bora delivers cleaned, iced fish to your kitchen before nine.')).toBe(true);
    expect(isSolution('I come to your house with everything for braids and nails.')).toBe(true);
    expect(isSolution('Um, we are, like, a company that, um, sells spare parts.')).toBe(true);
  });

  it("counts customers who book the speaker, but not hours in the listener's own room", () => {
    expect(isProof('More than forty women in Westlands book me every month.')).toBe(true);
    expect(isProof('Our 120 farms lost almost no birds last year.')).toBe(true);
    expect(isProof('Cornrows take three hours in your own sitting room.')).toBe(false);
  });

  it('does not take a line of a price list for a hook', () => {
    expect(isHook('Maize flour, 2 kilos, 180 shillings.', true)).toBe(false);
    expect(isHook('Every month, shops in Thika throw away 5,000 shillings of bread.', true)).toBe(true);
  });
});

describe('a line said cleanly is still a sentence', () => {
  it('removes "I guess" with its commas', () => {
    expect(removeHedges('Our price is, I guess, lower than theirs.').replace(/\s+/g, ' ')).toBe('Our price is lower than theirs.');
  });

  it('keeps the comma after "I mean" and drops "yeah"', () => {
    const cleaned = removeFillers('our rates are fair, I mean they are low, so, yeah, you can call us').replace(/\s+/g, ' ').trim();
    expect(cleaned).toBe('our rates are fair, they are low, so you can call us');
  });

  it('drops "like" between a helper and its verb, and keeps "would like to"', () => {
    expect(removeFillers('so you can like come and see').replace(/\s+/g, ' ').trim()).toBe('you can come and see');
    expect(removeFillers('we would like to deliver on Monday').replace(/\s+/g, ' ')).toBe('we would like to deliver on Monday');
  });
});

describe('what a coach fixes first', () => {
  it('does not put a few seconds over the minute before a missing proof', () => {
    const words = Array.from({ length: 7 }, () => 'We drill boreholes for farms and schools in Kitui with our own rig and a solar pump.').join(' ');
    const said = `Every dry season the dam runs dry and cattle walk ten kilometres for water. ${words} Can we survey your farm next Monday?`;
    const report = analyzePitchOffline(said, 62, 'en');
    expect(report.improvements[0]?.issue).not.toMatch(/over/i);
  });
});

// What a colleague's read of the held-out reports found; each pitch is new, not one of the eval's.
describe('what the salesperson said, not what the catalog lists', () => {
  it("names the speaker's own softeners, the most frequent first, and none they did not say", () => {
    const said =
      'I think maybe our bricks are, I guess, a bit stronger than the others, probably. We are maybe the biggest yard in Ruiru, I think. Probably some builders in Ruiru buy from us. Maybe you could try a load sometime, I guess.';
    const report = analyzePitchOffline(said, 30, 'en');
    const hedges = report.improvements.find((i) => /Hedging/.test(i.issue));
    expect(hedges?.issue).toMatch(/\("maybe", "I think", "I guess", "probably"\)/);
    expect(hedges?.issue).not.toMatch(/"just"|"hopefully"/);
    expect(report.nextExercise).not.toMatch(/"just"/);
  });

  it('names the fillers said most often first', () => {
    const said =
      'Um, we sell, um, school uniforms, you know, in Nakuru. Um, our shirts are, um, cotton and, uh, they last a year. Um, many schools already buy them. Can I bring samples on Monday?';
    const report = analyzePitchOffline(said, 30, 'en');
    expect(report.improvements.find((i) => /Filler/.test(i.issue))?.issue).toMatch(/Most common: um\/uh, you know$/);
  });

  it("gives the hedging fix in the reader's language with the speaker's words quoted", () => {
    const said = 'I think maybe our water is, I guess, cleaner, probably. Maybe some shops in Thika buy it, I think. Maybe you could call me sometime.';
    const report = analyzePitchOffline(said, 25, 'fr');
    expect(report.improvements.find((i) => /assurance/.test(i.issue))?.issue).toMatch(/« maybe », « I think »/);
  });
});

describe('recognised speech (lower case, no punctuation)', () => {
  const recognised = (text: string, seconds = 35) => analyzePitchOffline(text, seconds, 'en');

  it('hears an instruction with a day or a place as the ask', () => {
    const endings = [
      'bring your title deed and your id to our office in nyeri this friday',
      'come to the shop on monday and pick the colour you want',
      'call me on 0712 345 678 before friday and i will reserve your bags',
    ];
    for (const ending of endings) {
      const said = `every rainy season the roads flood and farmers in nyeri lose their maize to rot we sell hermetic storage bags that keep maize dry for a whole year last season 300 farmers in othaya used them and lost nothing ${ending}`;
      expect(recognised(said).structure.ask, ending).toBe(true);
    }
  });

  it('does not hear customers coming to a shop as an ask', () => {
    const said =
      'we sell hermetic storage bags that keep maize dry for a whole year and customers come to our shop in nyeri every market day because farmers there lose their maize to rot every rainy season';
    expect(recognised(said).structure.ask).toBe(false);
  });

  it('never offers a line said cleanly that starts on a verb', () => {
    const said =
      'um so basically we are like a business that um sells water tanks you know for homes like in ruiru and um also some schools and we have like 5000 litre tanks and um basically the price is good so yeah maybe you can come and see sometime';
    const lines = recognised(said, 40).improvements.map((i) => i.suggestion);
    expect(lines.join(' ')).not.toMatch(/"(?:Sells|Sell|Offers|Has)\b/);
  });

  it('stops the opening quote before the speaker introduces themself', () => {
    const said =
      'do you spend every sunday washing clothes by hand for your whole family i am wanjiru and i collect your laundry on monday and bring it back ironed on wednesday 200 families in kasarani use me every week can i collect your first bag this monday';
    const opening = recognised(said).strengths.find((s) => /opening/i.test(s));
    expect(opening).toBeDefined();
    expect(opening).not.toMatch(/wanjiru/);
  });
});

describe('fillers and proof in plain speech', () => {
  it('counts "like" after a joint or before "you know", and not as a preposition', () => {
    expect(countFillers('your shop needs this because like everybody pays by phone now', false).count).toBe(1);
    expect(countFillers("and it's like you know very cheap", false).labels).toContain('like');
    expect(countFillers('we stock parts for cars like toyota and nissan', false).count).toBe(0);
    expect(countFillers("it's like a bank in your pocket", false).count).toBe(0);
  });

  it('reads a price list as what is sold', () => {
    const report = analyzePitchOffline('Beans, 90 kilos, 9,000 shillings. Maize, 90 kilos, 4,500 shillings. Rice, 50 kilos, 7,200 shillings.', 15, 'en');
    expect(report.structure.solution).toBe(true);
    expect(report.structure.hook).toBe(false);
    expect(analyzePitchOffline('beans 90 kilos 9000 shillings maize 90 kilos 4500 shillings rice 50 kilos 7200 shillings', 15, 'en').structure.hook).toBe(
      false,
    );
  });

  it("takes a neighbour's result as proof", () => {
    expect(isProof("My neighbour's borehole has given water for 3 years.")).toBe(true);
    expect(isProof('The school next to yours has saved 40,000 shillings a term on firewood since it took our stove.')).toBe(true);
    expect(isProof('Your neighbour has a borehole.')).toBe(false);
  });
});

describe('lines and quotes from recognised speech, read as the salesperson', () => {
  const said =
    'hi good afternoon i am mama otieno from upendo school i just wanted to tell you a little bit about our school transport if you have time so we have two buses and also drivers with ten years and also a seat for every child and we pick up at seven and the fee is 3000 shillings a month maybe you can think about it and come by sometime';

  it('never says a greeting again "with conviction", nor a line cut off on "about"', () => {
    const lines = analyzePitchOffline(said, 40, 'en').improvements.map((i) => i.suggestion);
    for (const line of lines) {
      const shown = line.match(/"([^"]+)"/)?.[1] ?? '';
      expect(shown).not.toMatch(/^(?:hi|hello|good (?:morning|afternoon))\b/i);
      expect(shown).not.toMatch(/\b(?:about|of|to)[.!?]?$/i);
      expect(shown).not.toMatch(/^(?:our|the) [a-z ]+ so we\b/i);
    }
  });

  it('ends the opening quote before the next sentence the recogniser ran into it', () => {
    const pitch =
      'how many hours did your mechanics wait for parts last month most garages in industrial area order from three suppliers we deliver any toyota part within two hours 80 garages use us every week can i open an account for you today';
    const opening = analyzePitchOffline(pitch, 35, 'en').strengths.find((s) => /opening/i.test(s));
    expect(opening).toMatch(/"how many hours did your mechanics wait for parts last month"/);
  });

  it('offers no split sentence from a chunk that starts mid-phrase', () => {
    const pitch =
      'um so basically we are a shop that um sells school uniforms you know for pupils in nakuru and um also some shoes and we have like socks and um sweaters and you know ties and all those things and basically our prices are like good and um we are on kenyatta avenue so yeah maybe you can like come and see sometime';
    const lines = analyzePitchOffline(pitch, 45, 'en').improvements.map((i) => i.suggestion);
    expect(lines.join(' ')).not.toMatch(/"(?:Shoes|Socks|Sweaters|Also)\b/);
  });
});

describe('the ask quoted from its request in recognised speech', () => {
  it('quotes "can i … " and not the chunk before it', () => {
    const pitch =
      'do your customers ask you every week where they can buy gas near kibera most shops send them to the petrol station and lose the sale we deliver 13 kilo cylinders to your shop every monday our drivers carry spare regulators and seals and we collect the empty cylinders at the same time so your shop never runs out on a busy weekend and 40 shops in kibera already sell our gas and they earn about 9000 shillings a month on top of their sales can i bring your first cylinders on monday';
    const polish = analyzePitchOffline(pitch, 36, 'en').improvements.find((i) => /^Polish/.test(i.issue));
    expect(polish?.quote).toMatch(/^can i bring your first cylinders on monday/);
  });
});

import { describe, expect, it } from 'vitest';
import { askPart, countHedges, findProductName, isAsk, isHook, isProblem, isProof, isRude, isSolution, isSpecificAsk, proofPart } from './pitch-signals.ts';

describe('asks by meaning', () => {
  it('hears an offer to do something as an ask, wherever it is said', () => {
    expect(isAsk('Can I set up ClinicQ for your clinic this week?', false)).toBe(true);
    expect(isAsk('Shall I register you today?', false)).toBe(true);
    expect(isAsk('Write the cheque this week.', false)).toBe(true);
  });

  it('counts a vague ask as an ask, but not a specific one', () => {
    for (const vague of ["Let me know if you're interested.", 'Maybe you could reach out sometime.', "We'd love to explore working together in the future."]) {
      expect(isAsk(vague, true)).toBe(true);
      expect(isSpecificAsk(vague)).toBe(false);
    }
    expect(isSpecificAsk('Can we meet your committee on Saturday?')).toBe(true);
  });

  it('does not hear pride or a slogan at the end as an ask', () => {
    expect(isAsk('Every township deserves a service like this.', true)).toBe(false);
    expect(isAsk('We are very proud of the work our team has done.', true)).toBe(false);
  });
});

describe('product names without capitals', () => {
  it('finds the word that names the offer in a recogniser transcript', () => {
    expect(findProductName(['um so uh we are we are a company called uh fundi link and um we connect plumbers'])).toBe('fundi link');
    expect(findProductName(['with bimapoa, a rider pays twenty shillings a day and bimapoa pays claims in 48 hours'])).toBe('bimapoa');
    expect(findProductName(['she guesses how much she will sell sokosmart is an app on her phone'])).toBe('sokosmart');
  });

  it('does not take a place said after "in" for a product', () => {
    expect(findProductName(['I was born in Kisumu, near the lake.', 'I believe Kisumu can be a great place for business.'])).toBeUndefined();
  });
});

describe('hooks, tone and proof', () => {
  it('does not take a hedged, rude or credentials sentence for a hook', () => {
    expect(isHook("I think they're probably some of the best in Karnataka.")).toBe(false);
    expect(isHook('Honestly, most investors in this room have no clue how retail works in Lagos.')).toBe(false);
    expect(isHook('We have been making t-shirts for the last 12 years.')).toBe(false);
    expect(isHook("Every January, Nairobi parents queue for hours for school uniforms that don't fit by June.")).toBe(true);
  });

  it('names a put-down of the listener', () => {
    expect(isRude('You obviously need us more than we need you.')).toBe(true);
    expect(isRude('We need partners who know the market.')).toBe(false);
  });

  it('does not take a price comparison for proof', () => {
    expect(isProof('Our revenue grew 5 times last year.')).toBe(true);
    expect(isProof('Imported boxes cost 4 times more.')).toBe(false);
  });
});

describe('proof from buyers, not from comparisons (issue 26 eval, coach samples)', () => {
  it('hears buyers who already use or buy the offer as proof, counted or said to be many', () => {
    for (const proof of [
      'More than 900 homes in Kibera already use one, and the filter lasts two years.',
      'Last semester 260 students at Makerere bought one from us.',
      'Uh, many mothers in Surulere, you know, buy it every week.',
      'Many families in my village use them.',
      'Many shops already buy from us.',
    ])
      expect(isProof(proof), proof).toBe(true);
  });

  it('does not count a comparison with other brands as proof, nor a market habit', () => {
    expect(isProof('Our 20-litre jerrycans are cheaper than the big brands and we deliver every Tuesday.')).toBe(false);
    expect(isProof('It cleans twice as many clothes as the big brands.')).toBe(false);
    expect(isProof('Many families in Kibera buy charcoal every week.')).toBe(false);
  });
});

describe('running out is a problem (issue 26 eval, coach samples)', () => {
  it('hears stock or gas running out as the pain, and a short first sentence about it as a hook', () => {
    expect(isProblem('Did you know that one clinic in three in Kano runs out of gloves at least once a month?')).toBe(true);
    expect(isHook('Every chop bar in Kumasi knows the day the gas runs out in the middle of lunch.', true)).toBe(true);
  });
});

describe('held-out reading (issue 26): pains, offers, proof and asks said in everyday words', () => {
  it('hears a pain said without the usual words', () => {
    expect(isProblem('Half the guests complained about the rice last week.')).toBe(true);
    expect(isProblem('When a trader falls sick, the hospital bill eats her savings.')).toBe(true);
    expect(isProblem('Parents wait three weeks for the uniforms and the term starts without them.')).toBe(true);
    expect(isProblem('Today your buyers have to import it from Nairobi.')).toBe(true);
  });

  it('hears what a service business does as its offer', () => {
    expect(isSolution('We print wedding cards overnight.')).toBe(true);
    expect(isSolution('We plough an acre in an hour.')).toBe(true);
    expect(isSolution("Bibi's jam is made from local mangoes and nothing else.")).toBe(true);
    expect(isSolution('SokoCover pays your clinic bill within a week.')).toBe(true);
  });

  it('counts the seller’s own counted results and counted resellers as proof', () => {
    expect(isProof('last month we sold over three hundred radios and only two came back')).toBe(true);
    expect(isProof('Three pharmacies in Moshi already sell 200 packs a month each.')).toBe(true);
    expect(isProof('Over 500 traders in Kariakoo market are covered.')).toBe(true);
  });

  it('hears an invitation to come and a "we can …" close as an ask, and "if you want" as vague', () => {
    expect(isAsk('come to our stall on saturday and bring your old radio', true)).toBe(true);
    expect(isAsk('we can do the fitting next week if you want', true)).toBe(true);
    expect(isSpecificAsk('we can do the fitting next week if you want')).toBe(false);
  });
});

describe('where a part starts inside an unpunctuated chunk', () => {
  it('starts an ask said as an instruction at its verb, not after a subject', () => {
    expect(askPart('and only four came back come to the shop today')).toBe('come to the shop today');
    expect(askPart('customers come to your shop every day')).toBe('customers come to your shop every day');
  });

  it('starts a result at its cue, and leaves a cue at the end alone', () => {
    expect(proofPart('warranty last month we sold over two hundred phones')).toBe('last month we sold over two hundred phones');
    expect(proofPart('we sold over two hundred phones last month')).toBe('we sold over two hundred phones last month');
  });
});

describe('hedges that ask leave to speak', () => {
  it('counts "a little bit" and "if you have time" as hedges', () => {
    expect(countHedges('I just wanted to tell you a little bit about our maternity package, if you have time.')).toBe(3);
    expect(countHedges('We print your bulletins overnight.')).toBe(0);
  });
});

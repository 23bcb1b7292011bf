// What the prospect meant, not which words it used: deferral is not agreement, yes comes in many
// Englishes and in Swahili/Sheng and Pidgin, and a rude or pushy rep is heard as such.
import { describe, expect, it } from 'vitest';
import type { SalesGoal } from '../../../shared/reports.ts';
import { acknowledges, addressesObjection, agreesToGoal, asksForGoal, findQuestions, findToneIssues, goalStance, hasEvidence } from './sales-signals.ts';

const DEMO: SalesGoal = 'Book a Demo/Meeting';
const PILOT: SalesGoal = 'Secure a Trial/Pilot';
const CLOSE: SalesGoal = 'Close the Sale';
const ADVANCE: SalesGoal = 'Advance the Opportunity';

describe('deferral and negation are not agreement', () => {
  it.each([
    ["Okay, I'll think about the pilot.", PILOT],
    ['Okay, let me think about it.', PILOT],
    ['Sure, maybe next month.', PILOT],
    ["Sure, send me something and I'll see.", ADVANCE],
    ["Alright, we'll see.", DEMO],
    ['Okay. I need to talk to my partner first.', CLOSE],
    ['Fine, I will revert on the demo.', DEMO],
    ['Sawa, nitafikiria kuhusu the pilot.', PILOT],
    ['Ok, make I think am.', CLOSE],
    ['Sure. Actually, let me sleep on it.', CLOSE],
    ['No, not now.', DEMO],
    ['Okay. But no demo until you show me numbers.', DEMO],
  ])('"%s" (%s), even right after the ask', (text, goal) => {
    expect(agreesToGoal(text, goal)).toBe(false);
    expect(agreesToGoal(text, goal, true)).toBe(false);
  });

  it('tells deferring from refusing, and lets the last word decide', () => {
    expect(goalStance("Okay, I'll think about the pilot.", PILOT)).toBe('defers');
    expect(goalStance('Hapana, no demo until you show me numbers.', DEMO)).toBe('refuses');
    expect(goalStance("I'll think about the price. But yes, send the invite for Tuesday.", DEMO)).toBe('agrees');
    expect(goalStance('Sure, Tuesday works. Actually, let me check with my partner.', DEMO)).toBe('defers');
  });

  it('does not hear a deferral in ordinary requests', () => {
    expect(agreesToGoal('Sure. Let me ask you something: can the pilot start Monday? Fine, one pilot then.', PILOT)).toBe(true);
    expect(agreesToGoal("Great, I'll see you Tuesday at 10.", DEMO)).toBe(true);
  });
});

describe('agreement in the Englishes and languages reps and buyers mix', () => {
  // Said right after the rep asked for the goal: a plain yes is agreement, without repeating the goal.
  it.each([
    ['Kenya, Swahili and Sheng', ['Sawa, Thursday at four.', 'Poa.', 'Hakuna shida.', 'Fanya hivyo.', 'Ndiyo, niko tayari.', 'Tuonane Alhamisi.']],
    ['Nigeria and Pidgin', ['Na so.', 'E go work.', 'I dey.', "Oya let's do it.", 'No wahala.', 'Sharp sharp.']],
    ['South Africa', ['Lekker, let us do it.', 'Shap.', 'Ja, Thursday is fine.']],
    ['India', ['Is fine.', 'Done deal.', 'Please do the needful.', 'Kindly book it.', 'Ok na.']],
  ])('%s', (_, replies) => {
    for (const reply of replies) expect(agreesToGoal(reply, CLOSE, true), reply).toBe(true);
  });

  it('needs the goal named when nobody asked for it', () => {
    expect(agreesToGoal('Poa.', DEMO)).toBe(false);
    expect(agreesToGoal('Sawa, Thursday at four works.', DEMO)).toBe(true);
    expect(agreesToGoal('No wahala, send me the contract.', CLOSE)).toBe(true);
  });

  it('does not take the Pidgin copula or a question for a yes', () => {
    expect(agreesToGoal('I dey worry about the price.', CLOSE, true)).toBe(false);
    expect(agreesToGoal('Okay, but how long is the pilot?', PILOT, true)).toBe(false);
  });
});

describe('asking for the commitment', () => {
  it.each([
    'Shall I register you today?',
    'Can I put you down for two bags?',
    'Let me book you for Thursday.',
    'Niku-register leo?',
    'Make I book you for Monday?',
  ])('"%s" asks for the sale', (text) => expect(asksForGoal(text, CLOSE)).toBe(true));

  it.each([
    ['Shall I deliver yours on Monday?', CLOSE],
    ['Shall I activate it for you today?', CLOSE],
    ['Shall I send you 5,000 boxes this week?', CLOSE],
    ['Try 100 of ours next to your lugs this harvest and compare.', PILOT],
    ['Book the meeting, you will love it.', DEMO],
  ])('the assumptive close or an imperative "%s" asks (%s)', (text, goal) => expect(asksForGoal(text, goal)).toBe(true));

  it.each([
    ['Many shops register within a week.', CLOSE],
    ['Three days of waiting costs more than the contract.', CLOSE],
    ['For a group order of 20 we can spread the payment over four months.', CLOSE],
    ['Shall I send you the brochure today?', CLOSE],
    ['Can we book a demo for Tuesday?', CLOSE],
  ])('a mention is not an ask: "%s" (%s)', (text, goal) => expect(asksForGoal(text, goal)).toBe(false));

  it('reads an ask in an unpunctuated speech transcript by its question or imperative', () => {
    expect(asksForGoal('it pays for itself shall i deliver yours on monday', CLOSE)).toBe(true);
    expect(asksForGoal('farms near you lost fewer crates try 100 of ours next to your lugs and compare', PILOT)).toBe(true);
    expect(asksForGoal('maybe you could try it on a few vans sometime and see', PILOT)).toBe(true);
    expect(asksForGoal('for a group order of 20 we can spread the payment over four months', CLOSE)).toBe(false);
  });
});

describe('acknowledgement', () => {
  it.each([
    'Eish, back-to-school is no joke.',
    'Pole sana, that sounds hard.',
    'Ah, that one is tough.',
    'I hear you.',
    'Sorry about that.',
    "Ai, that's hard.",
    'I understand your concern.',
    'Understood madam, appraisal month is the busiest time.',
    'Of course, it is a joint decision.',
    'Ai, January is heavy on everyone, I know.',
    'That is a fair worry, the book has never failed you.',
  ])('hears "%s"', (text) => expect(acknowledges(text)).toBe(true));

  it.each(['We use AI, that helps.', 'Can I get you a quote?', "It's not hard to set up."])('does not hear one in "%s"', (text) =>
    expect(acknowledges(text)).toBe(false),
  );
});

describe('tone', () => {
  it.each([
    ["You're wasting time, just sign.", 'pushy'],
    ['Trust me, everyone buys.', 'pushy'],
    ["What's there to think about? You need to decide today.", 'pushy'],
    ["That's a stupid question.", 'rude'],
    ["That's a stupid reason.", 'rude'],
    ['Are you even listening?', 'rude'],
    ["You don't understand how this works.", 'dismissive'],
    ['Let me explain it again, slowly.', 'dismissive'],
    ["That's your problem, not mine.", 'dismissive'],
  ])('hears "%s" as %s', (text, tone) => {
    expect(findToneIssues(text).map((finding) => finding.tone)).toContain(tone);
  });

  it('quotes the sentence that carried it', () => {
    expect(findToneIssues('ShiftPal saves six hours a week. Trust me, everybody is buying it.')).toEqual([
      { tone: 'pushy', sentence: 'Trust me, everybody is buying it.' },
    ]);
  });

  it.each([
    "I'm sorry to push.",
    "I don't want to waste your time.",
    "That's not a stupid question at all.",
    'There are no stupid questions.',
    "If you don't understand anything, just ask me.",
    "You're wasting time on spreadsheets every week.",
    'You just sign up online and start.',
    'Trust me, I know how tight budgets are.',
    "It's idiot-proof.",
    'How many times a week do you build the schedule?',
    "You only need to pay today's price.",
    "That's not a problem, we can start small.",
    'As I said, it saves about six hours a week.',
  ])('no false alarm on "%s"', (text) => {
    expect(findToneIssues(text)).toEqual([]);
  });
});

describe('questions inside an unpunctuated run of speech', () => {
  it.each([
    ['i understand that is a lot at once how much does a family spend on charcoal each month', 1, 0],
    ['of course it is a joint decision what went wrong with orders last puja', 1, 0],
    ['i understand sir wetin the cheap feed dey cost you in dead birds', 1, 0],
    ['hello emeka how many drugs expire on your shelves in a month', 1, 0],
    ['it pays for itself four times over shall i activate it for you today', 0, 1],
    ['hi thandi how many children are you buying for this year', 1, 0],
  ])('"%s": %i open, %i closed', (text, open, closed) => {
    const found = findQuestions(text);
    expect([found.open, found.closed]).toEqual([open, closed]);
  });

  it.each([
    'we have a control room which is the fastest in the area',
    'we will show you how much you save every month',
    'when the alarm goes off we have a car at your gate in eight minutes',
  ])('finds none in "%s"', (text) => expect(findQuestions(text).questions).toEqual([]));
});

// Issue 26 (five products): "put aside 50 shillings a day from now" is a small start now, the
// answer to "not before next term"; it was read as no answer at all.
describe('a small start now answers timing', () => {
  it('credits a daily amount started now', () => {
    expect(addressesObjection('But if you put aside 50 shillings a day from now, you will have the full term fee by January.', 'Timing / No Urgency')).toBe(
      true,
    );
    expect(addressesObjection('I understand, January feels far away.', 'Timing / No Urgency')).toBe(false);
  });
});

describe('questions about the buyer are not asks for the goal', () => {
  it.each([
    'Who do you buy from today?',
    'Where do you buy your stock now?',
    'Do your shops buy more jerrycans or small bottles?',
    'How often do you order from them?',
  ])('"%s" is discovery, not a close', (question) => expect(asksForGoal(question, 'Close the Sale')).toBe(false));
  it.each(['Would you like to buy one today?', 'Can I take your order today?', 'Do you want to buy one now?'])('"%s" still asks for the sale', (question) =>
    expect(asksForGoal(question, 'Close the Sale')).toBe(true),
  );
  it('a pickup line is not a yes: "Go ahead, I have a meeting at ten", "I\'m in the middle of something"', () => {
    expect(goalStance('Go ahead, I have a meeting at ten.', 'Book a Demo/Meeting')).toBe('none');
    expect(goalStance("I'm in the middle of something. Is this about a meeting?", 'Book a Demo/Meeting')).toBe('none');
    expect(goalStance('Okay, go ahead and book the demo for Thursday.', 'Book a Demo/Meeting')).toBe('agrees');
  });
});

// Held-out call reading: "I understand, switching is a big step. What would Kilimani Systems have to
// get wrong for you to look elsewhere?" was credited as answering the competitor objection with value.
describe('acknowledging or asking does not answer an objection', () => {
  it('an acknowledgement that says the objection back is no answer', () => {
    expect(addressesObjection('I understand, switching is a big step.', 'Competitor Loyalty')).toBe(false);
    expect(addressesObjection('What would Kilimani Systems have to get wrong for you to look elsewhere?', 'Competitor Loyalty')).toBe(false);
    expect(addressesObjection('Is it worth comparing what each of you does differently?', 'Competitor Loyalty')).toBe(false);
  });
  it('a statement of what is different or how easy the switch is does', () => {
    expect(addressesObjection('I understand, and we move your data over in one weekend.', 'Competitor Loyalty')).toBe(true);
    expect(addressesObjection('Unlike most payroll tools, ours pays guards by M-Pesa on the same day.', 'Competitor Loyalty')).toBe(true);
  });
});

describe('a promise is not proof', () => {
  it('reads a service level the rep commits to as a promise, not evidence', () => {
    for (const promise of [
      'With us you get a vet on call within six hours, any day of the week.',
      'Our support team will answer any question within two hours, guaranteed.',
      'We promise a visit every 30 days.',
    ]) {
      expect(hasEvidence(promise), promise).toBe(false);
    }
  });

  it('keeps a result with a customer or a figure as evidence', () => {
    for (const proof of [
      'We paid 31 claims within 48 hours last year.',
      'Last season 40 farmers around Kitale planted two weeks earlier with us.',
      'Umoja Growers saved 180,000 shillings a month.',
      'Our customers cut fuel costs by 20% in three months.',
    ]) {
      expect(hasEvidence(proof), proof).toBe(true);
    }
  });
});

describe('asks for the goal in the words of the trade', () => {
  it('hears a first delivery or a booked job as the ask', () => {
    expect(asksForGoal('Would you be open to trying one delivery from us next week?', 'Secure a Trial/Pilot')).toBe(true);
    expect(asksForGoal('Shall I book your acre for Saturday morning?', 'Close the Sale')).toBe(true);
    expect(asksForGoal('Shall I book your demo for Monday?', 'Close the Sale')).toBe(false);
  });

  it('hears what waiting or a cut bill is worth as an answer', () => {
    expect(addressesObjection('Offices like Zenith Logistics cut their water bill by a quarter after switching to us.', 'Price / Budget')).toBe(true);
    expect(addressesObjection('If the fees come late, the school sends the children home.', 'Timing / No Urgency')).toBe(true);
  });
});

describe('a promise next to proof', () => {
  it('keeps the proof of the turn', () => {
    expect(hasEvidence('Farmers earn 30% more with our seed. We will deliver within 2 days.')).toBe(true);
  });
});

// Pitches written the way a recogniser returns them (lower case, no punctuation, numbers as
// digits) with its usual noise: repeated words, hesitations written out, names split or
// misheard. Labelled like the typed ones (see pitches.ts).

import type { PitchSample } from './taxonomy.ts';

const all = { hook: true, problem: true, solution: true, proof: true, ask: true };

export const SPOKEN_PITCHES: PitchSample[] = [
  {
    id: 'r01-kibera-mama-mboga-strong',
    about: 'Kibera vegetable sellers, buying app; strong, lower-case name',
    durationSeconds: 44,
    text: 'every week a mama mboga in kibera throws away about 500 shillings of tomatoes that went bad before she could sell them she buys in the morning at marikiti and guesses how much she will sell sokosmart is an app on her phone that tells her how much to buy based on what she sold last week and the weather we tested it with 80 women in kibera and mathare and their waste fell by 40 percent in 2 months one of them mama akinyi now saves 2000 shillings a week it costs 10 shillings a day can we register your chama members this saturday at the church hall',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'r02-nairobi-fundi-fillers',
    about: 'Nairobi plumbers and electricians on call; hesitant, repeated words',
    durationSeconds: 40,
    text: "um so uh we are we are a company called uh fundi link and um we connect uh plumbers and electricians in in nairobi with uh customers who need them um fast you know when your pipe bursts you you don't know who to call so uh fundi link sends a verified fundi in uh 1 hour we have um 450 fundis and uh like 3000 jobs done so um can we can we list your estate this week",
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'r03-lagos-solar-ovens-no-ask',
    about: 'Lagos bakeries, solar ovens; no ask',
    durationSeconds: 32,
    text: 'in lagos a small bakery spends half its profit on diesel for the generator when nepa takes light the ovens stop and the dough is wasted our company sun bake installs solar ovens and batteries for bakeries we have installed in 45 bakeries in ikeja and surulere and their diesel bill fell by 70 percent the bakers say the bread is even better because the heat is steady we are very proud of the work our team has done',
    labels: { structure: { ...all, ask: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'r04-mombasa-card-machine-hedged',
    about: 'Mombasa shops, cheap card machine; hedged throughout',
    durationSeconds: 28,
    text: "i think maybe we could kind of help your shop with uh payments i guess our machine is called lipa haraka and it's sort of like a card machine but cheaper probably we have maybe 200 shops using it i think and hopefully they like it so maybe you could try it sometime if you want",
    labels: { structure: { hook: false, problem: false, solution: true, proof: true, ask: true }, paceBand: 'good', fillerBand: 'high', mainIssue: 'hedges' },
  },
  {
    id: 'r05-chennai-temple-flowers-no-hook',
    about: 'Chennai temple-flower fertiliser; opens with name and title',
    durationSeconds: 46,
    text: 'good morning everyone my name is priya sharma and i am the founder of pushpa organics from chennai temples in chennai throw away 20 tonnes of flowers every day into the river and it pollutes the water we collect the flowers and turn them into organic fertiliser and incense we work with 65 temples and sell to 1200 farmers who say their yields went up by 15 percent we would like you to stock our fertiliser in your 30 agri shops can we send you a trial order of 500 bags next week',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'r06-durban-stall-rent-vague',
    about: 'Durban street traders, rent by phone; vague ask, misheard name',
    durationSeconds: 35,
    text: "imagine closing your stall for half a day every month just to pay rent durban has more than 20000 informal traders and most of them still queue at the municipal office to pay in cash we built pay stall an app that lets traders pay their stall rent with their phone and get a receipt right away 3000 traders in warwick junction already pay with pay stall and the city collects rent 2 weeks faster we'd love to hear what you think and maybe work together one day",
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
];

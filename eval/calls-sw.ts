// Labelled role-play calls in Swahili (issue 32), written and labelled by hand before the engine was
// run on them: Kenyan and Tanzanian Swahili with the Sheng a Nairobi seller mixes in. The labels mean
// what they mean in calls.ts; the five calls are the five shapes every language gets: strong, no
// discovery, objection ignored, pushy, no next step.

import type { SalesSetup } from '../src/shared/reports.ts';
import type { CallSample } from './taxonomy.ts';
import { buyer, rep } from './turns.ts';

const NAIROBI_DEMO: SalesSetup = {
  product: 'DukaBooks, programu ya hesabu kwa maduka madogo',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const DAR_PILOT: SalesSetup = {
  product: 'ChakulaBora, chakula cha kuku chenye vitamini',
  scenario: 'B2B Customer',
  objection: 'Value / Skepticism',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Medium (Skeptical Buyer)',
};

const MOMBASA_SALE: SalesSetup = {
  product: 'vichujio vya maji kwa malipo ya M-Pesa',
  scenario: 'B2C Consumer',
  objection: 'Timing / No Urgency',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

export const CALLS_SW: CallSample[] = [
  {
    id: 'sw01-nairobi-demo-strong',
    about: 'Mama mwenye maduka Kasarani, pingamizi la bei limeshughulikiwa, onyesho Alhamisi saa kumi',
    setup: NAIROBI_DEMO,
    turns: [
      buyer('Habari. Mimi ni Wanjiku, nina maduka mawili Kasarani. Ni kuhusu nini?'),
      rep('Habari Mama Wanjiku, mimi ni Brian kutoka DukaBooks. Kwa sasa mnafuatiliaje mauzo na stoku kwenye maduka yako mawili?'),
      buyer('Naandika kila kitu kwenye daftari, na mpwa wangu anahesabu stoku Jumapili. Lakini hizi apps ni ghali, siwezi kulipa bili nyingine kila mwezi.'),
      rep(
        'Nakuelewa, kila shilingi ina maana dukani. Unapoteza kiasi gani sasa hivi mzigo ukipotea au ukiharibika? Maduka yanayotumia DukaBooks yanalipa shilingi 300 kwa mwezi na yanapata karibu shilingi 2,000 za stoku iliyopotea mwezi wa kwanza.',
      ),
      buyer('Labda elfu tatu zinapotea kila mwezi, sijui hasa. Mia tatu si mbaya.'),
      rep('Basi nikuonyeshe kwenye simu yako mwenyewe. Tukutane Alhamisi saa kumi dukani kwa dakika 20, au Ijumaa asubuhi ni bora?'),
      buyer('Sawa, Alhamisi saa kumi. Njoo dukani.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: true,
      outcome: 'goal_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'depth',
    },
  },
  {
    id: 'sw02-dar-pilot-no-discovery',
    about: 'Mfugaji kuku Dar, shaka imejibiwa kwa ushahidi, majaribio yamekubaliwa bila swali lolote',
    setup: DAR_PILOT,
    turns: [
      buyer('Haloo, Bwana Juma hapa. Nina banda la kuku elfu mbili Mbagala.'),
      rep('Shikamoo Bwana Juma, mimi ni Neema kutoka ChakulaBora. Tunauza chakula cha kuku chenye vitamini, kuku wanakua haraka.'),
      buyer('Marahaba. Hivyo vyakula vya vitamini nimeshasikia, kwa kweli sina imani navyo. Ni maneno tu.'),
      rep(
        'Nakuelewa kabisa, wafugaji wengi walisema hivyo hivyo. Mzee Athumani wa Kibaha alipunguza vifo vya vifaranga kwa asilimia 30 msimu uliopita, na kuku wake walifika kilo mbili wiki moja mapema. Nikuletee magunia matano ujaribu kwa wiki mbili, tuanze Jumatatu?',
      ),
      buyer('Haya, magunia matano kwa wiki mbili, sawa. Tuanze Jumatatu.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: true,
      outcome: 'goal_reached',
      talkBand: 'balanced',
      askedDiscovery: false,
      tone: 'none',
      mainIssue: 'discovery',
    },
  },
  {
    id: 'sw03-mombasa-filter-objection-ignored',
    about: 'Mama wa Mombasa hana haraka; muuzaji anapuuza pingamizi na kuomba mauzo',
    setup: MOMBASA_SALE,
    turns: [
      buyer('Haloo, ni Mama Fatuma. Nani anaongea?'),
      rep('Habari Mama Fatuma, ni Omari wa MajiSafi. Nyumbani mnapataje maji ya kunywa kwa sasa?'),
      buyer('Tunachemsha tu. Kichujio si sasa, labda baada ya Ramadhani. Hakuna haraka.'),
      rep('Vichujio vyetu ni vizuri sana, ni vya kisasa na vinapendeza jikoni.'),
      buyer('Sawa, lakini nimesema si sasa.'),
      rep('Pia ni imara sana. Nikuandikishe leo kwa M-Pesa?'),
      buyer('Hapana, si sasa. Tutaona baadaye.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'objection',
    },
  },
  {
    id: 'sw04-nairobi-demo-pushy',
    about: 'Mwenye duka Gikomba anasema bei ni ghali; muuzaji analazimisha (Sheng)',
    setup: NAIROBI_DEMO,
    turns: [
      buyer('Niaje, ni Kamau. Ni nini?'),
      rep('Poa Kamau, ni Kevo wa DukaBooks. Una maduka mangapi?'),
      buyer('Matatu hapa Gikomba. Lakini nakwambia mapema, hiyo app yenu ni ghali sana.'),
      rep('Niamini, kila mtu ananunua siku hizi. Lazima usaini leo, hii ni nafasi ya mwisho.'),
      buyer('Pole pole. Nimekwambia ni ghali.'),
      rep('Acha kusita bana, hakuna cha kufikiria. Tufanye demo kesho.'),
      buyer('Hapana. Unanilazimisha. Kwaheri.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'pushy',
      mainIssue: 'tone',
    },
  },
  {
    id: 'sw05-dar-pilot-no-ask',
    about: 'Mfugaji Dar, shaka imeshughulikiwa, mazungumzo mazuri lakini hakuna pendekezo',
    setup: DAR_PILOT,
    turns: [
      buyer('Haloo, Bi Rehema hapa. Nafuga kuku wa mayai Kigamboni.'),
      rep('Habari Bi Rehema, mimi ni Salum wa ChakulaBora. Kwa sasa kuku wako wanakula chakula gani, na kinakusaidiaje?'),
      buyer('Nachanganya mwenyewe pumba na dagaa. Hivi vyakula vya kampuni sina imani navyo, ni ghali na havina tofauti.'),
      rep(
        'Naelewa wasiwasi wako, ni kweli wengi wanauza maneno tu. Ni nini kinakusumbua zaidi sasa hivi, mayai machache au kuku kuugua? Wafugaji wa Kigamboni wanaotumia ChakulaBora walipata mayai asilimia 15 zaidi ndani ya mwezi mmoja.',
      ),
      buyer('Mayai yamepungua kweli msimu huu. Asilimia 15 ingenisaidia.'),
      rep('Sawa, asante sana Bi Rehema, nimefurahi kuongea nawe. Chakula chetu ni kizuri sana.'),
      buyer('Asante nawe. Kwaheri.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: false,
      outcome: 'progressed',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'noAsk',
    },
  },
];

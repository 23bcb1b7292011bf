// The scripted prospect in Swahili: a buyer in Nairobi, Mombasa or Dar es Salaam picking up a sales
// call ("Haloo, ni nani?", "hii kitu yenu ni bei gani?", "tutaona"), with the Sheng of a Nairobi
// trader now and then. Every yes says "sawa" or "poa" and names the goal, every "not now" is a
// deferral, so the report reads these lines as the buyer meant them (prospect.test.ts).

import type { ProspectVoice } from './prospect-voice.ts';

export const PROSPECT_SW: ProspectVoice = {
  yourProduct: 'hii kitu yenu',
  opening: {
    'Easy (Warm Lead)': ['Haloo, habari yako! Ndiyo, ni mimi. Niliambiwa utapiga, ni kuhusu nini?', 'Haloo, salama. Nakusikiliza, niambie.'],
    'Medium (Skeptical Buyer)': ['Haloo? Ni nani huyu? Niko na mteja hapa, ni kuhusu nini?', 'Haloo, habari. Sina muda mrefu, unapiga kuhusu nini?'],
    'Hard (Hostile/Resistant)': ['Eeh, haloo. Mwingine tena anauza kitu? Sema haraka.', 'Haloo. Kama ni mauzo, nakwambia mapema niko bize. Ni nini?'],
  },
  nudge: ['Haloo? Nakusikiliza.', 'Ehe… halafu?', 'Bado uko kwenye simu?'],
  raise: {
    'Price / Budget': [
      'Nakwambia ukweli mapema: vitu kama hivi ni ghali kwetu, bajeti imebana.',
      '{product} ni bei gani? Maana biashara imekuwa ngumu, siwezi kulipa bili nyingine ya kila mwezi.',
      'Kusema kweli, bei inanitisha. Tunalipa vitu vingi sana kila mwezi.',
    ],
    'Competitor Loyalty': [
      'Sikiliza, tayari tuna msambazaji, tumekuwa nao kwa miaka na nimeridhika.',
      'Tayari nina mtu wa kazi hiyo. Kwa nini nibadilishe? Wananihudumia vizuri.',
    ],
    'Timing / No Urgency': ['Si sasa, bwana. Tutaona baadaye, labda mwaka ujao.', 'Sasa hivi hakuna haraka. Labda baada ya sikukuu, si sasa.'],
    'Value / Skepticism': [
      'Nimeshauziwa vitu kama hivi, havisaidii. Sina imani kwamba {product} itabadilisha kitu.',
      'Nikwambie ukweli: sina imani sana. Huwa ni maneno tu.',
    ],
  },
  restate: {
    'Price / Budget': ['Hayo yote ni mazuri, lakini bado ni ghali kwangu.', 'Hujanijibu kuhusu bei.', 'Bajeti ndiyo shida yangu.'],
    'Competitor Loyalty': ['Lakini nimekwambia tayari tuna msambazaji.', 'Msambazaji wetu anatosha, sioni kwa nini kubadilisha.'],
    'Timing / No Urgency': ['Kama nilivyosema, si sasa. Baadaye.', 'Kweli sasa si wakati wake kwetu.'],
    'Value / Skepticism': ['Bado nina shaka kama itafanya kazi kwangu.', 'Hayo ni maneno tu. Mimi bado sina imani.'],
  },
  concern: {
    'Price / Budget': [
      'Shida ni kwamba mwisho wa mwezi hakuna kinachobaki. Kila shilingi inayotoka naisikia.',
      'Tunalipa kodi ya nyumba, stima, wafanyakazi… Bili nyingine inaumiza.',
    ],
    'Competitor Loyalty': [
      'Wako makini, wanaleta mzigo kwa wakati na wananikopesha hali ikiwa ngumu.',
      'Tunajuana muda mrefu, nikiwa na shida nawapigia moja kwa moja.',
    ],
    'Timing / No Urgency': ['Kwa sasa tuna mambo mengine, ada za shule, mzigo wa mwisho wa mwaka.', 'Tumefanya hivi kwa miaka. Hakuna haraka ya kubadilisha.'],
    'Value / Skepticism': [
      'Nililipia programu moja, baada ya miezi miwili hakuna aliyeitumia.',
      'Wauzaji huahidi kila kitu, halafu ikiharibika huwapati tena.',
    ],
  },
  answers: {
    business: {
      business: ['Sisi ni biashara ndogo, watu kama kumi hivi.', 'Tuna maduka mawili na wafanyakazi wachache.'],
      household: ['Tuko watano nyumbani, pamoja na watoto.', 'Naishi na mke wangu na watoto watatu.'],
    },
    process: {
      business: ['Kwa sasa tunaandika kila kitu kwenye daftari.', 'Kwa sasa ni Excel na simu nyingi.'],
      household: ['Tunajipanga kama kila mtu, siku kwa siku.', 'Kwa sasa tunatumia tulichonacho.'],
    },
    pain: {
      business: ['Kinachoumiza zaidi ni hasara tusizoziona. Mwisho wa mwezi hesabu hazilingani.', 'Tunapoteza muda mwingi kukagua kila mtu amefanya nini.'],
      household: ['Kinachoumiza zaidi ni stima ikikatika jioni, watoto hawawezi kusoma.', 'Inachosha, lazima tuangalie kila kitu wenyewe.'],
    },
    budget: {
      business: ['Tayari tunatumia pesa nyingi kwa hilo kila mwezi.', 'Inatugharimu, hasa kazi ikibidi kurudiwa.'],
      household: ['Kila mwezi ni pesa nyingi, maisha yamepanda bei.', 'Tayari tunalipa mengi, familia inaumia.'],
    },
    decision: {
      business: ['Mimi ndiye naamua, lakini naongea na mshirika wangu kwanza.', 'Naamua mimi, ila matumizi makubwa bosi lazima akubali.'],
      household: ['Tunaamua wawili, mimi na mume wangu.', 'Nitaongea na mke wangu, yeye ndiye anashika hesabu.'],
    },
    success: {
      business: ['Ninachotaka ni kuona hesabu zangu wazi, basi.', 'Nikiokoa muda na nikapoteza kidogo, hiyo inatosha.'],
      household: ['Nataka tu amani na kutumia pesa kidogo.', 'Ifanye kazi vizuri na isitugharimu sana.'],
    },
  },
  claim: ['Kila mtu husema bidhaa yake ndiyo bora.', 'Sawa, lakini kwangu inabadilisha nini hasa?', 'Hiyo ndiyo husema kila muuzaji.'],
  ackOnly: ['Ndiyo, unanielewa, lakini shida yangu bado iko palepale.', 'Asante kwa kunielewa. Halafu je?'],
  valueWithoutAck: ['Subiri, hata hujanisikiliza. Unasoma tu maneno yako.', 'Unaongea tu… umesikia nilichokwambia?'],
  valueWithoutQuestion: ['Labda, lakini hata hujui tunavyofanya kazi hapa.', 'Takwimu zako ni za wengine. Kwangu ni tofauti.'],
  wantsMore: ['Mmh. Inavutia, endelea.', 'Mmh, naanza kuelewa. Halafu?'],
  setback: {
    pushy: ['Pole pole, bwana. Usinilazimishe hivyo.', 'Eeh, unanipa presha sasa. Sipendi hivyo.', 'Niache nipumue kidogo.'],
    rude: ['Samahani? Naomba uongee nami kwa heshima.', 'Hivyo sivyo unavyoongea na mteja.'],
    dismissive: ['Nakueleza shida yangu na unaipuuza? Hiyo si sawa.', 'Kama shida yangu haikuhusu, tuishie hapa.'],
  },
  resistClose: ['Unaenda haraka sana. Hatujamaliza jambo la msingi.', 'Subiri, subiri. Bado sijashawishika hata kidogo.', 'Hapana, bado, hatujafika huko.'],
  defer: ['Nitafikiria, nipigie wiki ijayo.', 'Tutaona. Nitumie maelezo kwanza.', 'Ngoja nifikirie kidogo, nitakupigia.'],
  handled: [
    'Mmh… ukieleza hivyo, naona vizuri zaidi. Inaweza kunifaa.',
    'Aah, sasa unaongea. Kama ni hivyo kweli, ni jambo lingine.',
    'Uko sahihi kwa hilo. Inanipa moyo kidogo.',
  ],
  waiting: ['Haya. Sasa, unapendekeza nini hasa?', 'Nimekwambia inanivutia. Sasa tunafanyaje?'],
  yield: {
    'Book a Demo/Meeting': {
      when: ['Sawa, {when} inanifaa. Njoo tuonane kwa demo.', 'Poa, tukutane {when}. Nitakuwepo.'],
      plain: ['Sawa, tufanye demo. Niambie saa ngapi tukutane.', 'Poa, tuonane. Nipigie tupange saa.'],
    },
    'Secure a Trial/Pilot': {
      when: ['Sawa, tujaribu. Tuanze {when}.', 'Poa, majaribio yaanze {when}.'],
      plain: ['Sawa, tujaribu, tutaangalia matokeo pamoja mwishoni.', 'Haya, tufanye majaribio. Niambie mtaanza lini.'],
    },
    'Close the Sale': {
      when: ['Sawa, nitanunua. Njoo {when}, nitalipa kwa M-Pesa.', 'Poa, tufanye biashara. Njoo {when} na mkataba.'],
      plain: ['Sawa, nitanunua. Nitumie bili.', 'Haya, tufanye biashara. Nitumie mkataba.'],
    },
    'Advance the Opportunity': {
      when: ['Sawa, tuonane {when} kwa hatua inayofuata.', 'Poa, nipigie {when}, tusonge mbele.'],
      plain: ['Sawa, nitumie pendekezo lako tusonge mbele.', 'Haya, hatua inayofuata sawa. Nitumie pendekezo.'],
    },
  },
  afterYield: ['Nimeandika upande wangu.', 'Haya basi, tufanye hivyo. Siku njema.', 'Asante. Tutaongea.'],
  hungUp: ['Basi, nakata simu. Kwaheri.', 'Kwaheri.'],
};

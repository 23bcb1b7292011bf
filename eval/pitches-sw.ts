// Swahili pitches for the offline coach (issue 32), written and labelled by hand by the helper that
// wrote the Swahili tongue, acting as a demanding sales coach who works in Kiswahili with sellers in
// Nairobi, Mombasa, Kisumu, Dar es Salaam, Arusha and Mwanza, BEFORE any rule was run on them.
// Labels follow the header of pitches.ts:
// - hook / problem / solution / proof / ask as a coach hears them ("Habari zenu, jina langu ni…" is
//   no hook; a market figure is no proof; "kama una nia, tuwasiliane wakati wowote" is an ask, a vague one).
// - paceBand: syllables counted as Swahili is spoken (every vowel a syllable, a syllabic m/n before a
//   consonant, digits said as words), durationSeconds chosen for the pace intended, read with
//   paceBandOfSyllables(…, 'sw'); each duration sits well inside its band.
// - fillerBand: fillers a coach hears per 100 words: eeh/ee/aah, filler "yaani", "ati", tags
//   "unajua/unaona", "si ndio?/sivyo?", a filler "kwa hivyo", an opening "basi,"/"sasa,", Sheng
//   "manze", "aki". "Sasa hivi" (right now), "unajua ni mara ngapi…" (do you know) and "kwa hivyo
//   hawana haraka" (therefore) are content, not fillers.
// - mainIssue: the one fix a coach makes first.
// Several pitches mix Sheng or English the way sellers in Nairobi do ("customer wako", "tunadeliver",
// "ni affordable sana", "bob 200"). The held-out set was never used to tune the rules: it is run once
// at the end.

import type { PitchSample } from './taxonomy.ts';

const all = { hook: true, problem: true, solution: true, proof: true, ask: true };

export const SWAHILI_PITCHES: PitchSample[] = [
  {
    id: 'sw01-kayole-duka-solar-strong',
    about: 'Kayole shops, pay-as-you-go solar lamps; strong',
    durationSeconds: 45,
    text: 'Kila mwezi, mwenye duka Kayole analipa shilingi elfu tatu kwa mafuta ya taa na stima inayokatika jioni. Jua Letu ni taa ya sola yenye betri inayowaka usiku mzima, hata stima ikikatika. Unalipa shilingi hamsini kwa siku kupitia M-Pesa, na baada ya mwaka mmoja taa ni yako. Tayari maduka mia tatu ishirini ya Kayole na Umoja yanatumia Jua Letu, na mauzo yao ya jioni yamepanda kwa asilimia thelathini. Naomba nikuwekee taa moja dukani kwako Jumamosi hii, ulipe baada ya wiki ya kwanza?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'sw02-kinondoni-pharmacy-app-strong',
    about: 'Dar es Salaam pharmacies, expiry app; strong',
    durationSeconds: 44,
    text: 'Je, ni dawa ngapi zinaisha muda wake kwenye rafu zako kila mwezi? Wamiliki wa maduka ya dawa Dar es Salaam wanapoteza wastani wa TSh 400,000 kwa mwezi kwa dawa zilizokwisha muda. DawaTrack ni programu ya simu inayokuonyesha dawa zipi zinakaribia kuisha muda na zipi uagize tena. Maduka 85 ya Kinondoni yanaitumia, na yamepunguza hasara kwa nusu ndani ya miezi mitatu. Gharama ni TSh 15,000 kwa mwezi. Naomba nikuwekee DawaTrack kesho asubuhi, bure kwa mwezi wa kwanza?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'sw03-shimoni-fish-coolbox-noask',
    about: 'Coast fishers, solar cool boxes; never asks',
    durationSeconds: 43,
    text: 'Wavuvi wa Mombasa wanapoteza karibu robo ya samaki wao kila siku kwa sababu hakuna barafu ufukweni. Samaki wakioza, bei inashuka na familia inakosa chakula. Sisi tunatengeneza masanduku ya baridi yanayotumia sola, yanayoweka samaki wakiwa wabichi kwa siku mbili. Tayari wavuvi 140 wa Shimoni na Kilifi wanatumia masanduku yetu, na hasara yao imeshuka kutoka asilimia 25 hadi 6. Tunaamini kila mvuvi wa pwani anastahili bei nzuri.',
    labels: { structure: { ...all, ask: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'sw04-arusha-safari-drivers-vague',
    about: 'Arusha safari drivers, booking service; vague ask',
    durationSeconds: 40,
    text: 'Je, unajua kwamba wageni wanne kati ya kumi wanaofika Arusha hawapati gari la safari siku hiyo hiyo? Madereva wako wanakaa kijiweni bila kazi, na wageni wanaenda kwa kampuni kubwa. SafariLink ni huduma inayounganisha madereva wa magari ya utalii na wageni kupitia WhatsApp, ndani ya saa moja. Tangu mwaka jana tumeunganisha safari 1,200, na madereva 60 wanapata kazi kila wiki. Kama una nia, tuwasiliane wakati wowote.',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'sw05-kisumu-school-fees-nohook',
    about: 'Kisumu school-fee loans; opens with a greeting and a biography',
    durationSeconds: 48,
    text: 'Habari zenu, jina langu ni Akinyi na natoka Kisumu. Nilianza kazi hii mwaka 2019. Wazazi wengi wa Kisumu hawawezi kulipa karo mwanzo wa muhula, na watoto wanarudishwa nyumbani. Karo Sasa inawakopesha wazazi karo ya shule, nao wanalipa kidogo kidogo kila wiki kupitia M-Pesa. Mwaka huu tumelipia karo ya wanafunzi 900, na asilimia 95 ya wazazi wamelipa kwa wakati. Naomba tukutane na kamati ya shule yako Jumanne ijayo saa nne asubuhi.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'sw06-eldoret-chicken-feed-noproblem',
    about: 'Eldoret poultry feed maker; names no pain',
    durationSeconds: 36,
    text: 'Kuku wa kienyeji wanaweza kutaga mayai 250 kwa mwaka wakipewa chakula sahihi. Sisi ni kampuni ya Eldoret inayotengeneza chakula cha kuku kwa mahindi, soya na madini. Gunia la kilo 70 ni shilingi 3,200, na tunaleta hadi shambani kwako. Wafugaji 400 wa Uasin Gishu wananunua chakula chetu kila mwezi. Naomba nikuletee gunia moja la majaribio Alhamisi hii?',
    labels: { structure: { ...all, problem: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noProblem' },
  },
  {
    id: 'sw07-moshi-coffee-nosolution',
    about: 'Moshi coffee growers; never says what is offered',
    durationSeconds: 37,
    text: 'Wakulima wa kahawa Moshi wanapoteza hadi nusu ya faida yao kwa madalali. Dalali anakuja shambani, anapanga bei anavyotaka, na mkulima hana pa kwenda. Mwaka jana wakulima 300 walifanya kazi nasi, na kipato chao kilipanda kwa asilimia 40. Tunataka kufikia wakulima wengi zaidi wa Kilimanjaro msimu huu. Naomba tukutane na chama chako cha ushirika Jumatatu ijayo saa tatu asubuhi.',
    labels: { structure: { ...all, solution: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noSolution' },
  },
  {
    id: 'sw08-nakuru-tailor-app-noproof',
    about: 'Nakuru tailors, measuring app; Kiswahili–English mix; no proof',
    durationSeconds: 36,
    text: 'Unajua ni mara ngapi customer wako anarudisha suit kwa sababu haimfit? Ma-tailor wengi Nakuru wanapoteza order mbili kila wiki kwa sababu ya vipimo vibaya. Tumeunda app inaitwa KipimoPro, inachukua measurements kwa simu ndani ya dakika mbili na kuzihifadhi kwa kila customer. Ni affordable sana, shilingi 500 tu kwa mwezi. Naomba nikuinstallie kesho saa tatu asubuhi pale dukani kwako?',
    labels: { structure: { ...all, proof: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'sw09-kibera-water-sheng-fillers',
    about: 'Kibera drinking water delivery; Sheng, filler-laden',
    durationSeconds: 44,
    text: 'Eeh, manze, sisi ni, eeh, tunauza maji safi hapa Kibera. Yaani, watu wa mtaa, unajua, wanakunywa maji ya mfereji na watoto wanaugua, si ndio? Sasa, eeh, tunadeliver mitungi ya lita ishirini hadi kwa nyumba, yaani, kwa bob hamsini tu. Aki, tuko na wateja kama 300 kila wiki, unaona. Kwa hivyo, eeh, tuma order kwa WhatsApp leo, tunakuletea kesho asubuhi.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'sw10-dodoma-crop-insurance-hedges',
    about: 'Dodoma crop insurance; hedged throughout',
    durationSeconds: 38,
    text: 'Nadhani labda bima yetu inaweza kuwasaidia wakulima kidogo. Wakulima wa Dodoma wanapoteza mazao kwa ukame, na pengine hawana akiba. Tunajaribu kutoa bima ya mazao inayolipa mvua isiponyesha. Nafikiri tuna wakulima kama 200 hivi, na natumaini wataongezeka. Sijui, labda tungeweza kuongea siku moja kama una nafasi.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'sw11-thika-chicks-rambling',
    about: 'Thika day-old chicks; one endless chained sentence',
    durationSeconds: 55,
    text: "Sisi ni kampuni ya Thika ambayo imekuwa ikiuza vifaranga vya kuku wa kienyeji kwa miaka saba sasa na katika miaka hiyo tumejifunza kwamba wafugaji wanataka vifaranga wenye afya na chanjo kamili na pia wanataka mtu wa kuwashauri kuhusu chakula na magonjwa kwa hiyo tumeajiri madaktari wawili wa mifugo ambao wanazunguka kaunti nzima kila wiki halafu tukaanza pia kuuza chakula na dawa kwa sababu wateja walikuwa wanatuomba sana na sasa tuna wateja zaidi ya mia tano katika Kiambu na Murang'a na tunataka kufikia kaunti nyingine pia kwa hivyo kama unahitaji vifaranga tunaweza kukuletea.",
    labels: {
      structure: { hook: false, problem: false, solution: true, proof: true, ask: true },
      paceBand: 'persuasive',
      fillerBand: 'low',
      mainIssue: 'rambling',
    },
  },
  {
    id: 'sw12-tanga-bread-short',
    about: 'Tanga bakery; far too short',
    durationSeconds: 9,
    text: 'Habari, mimi ni Juma. Nauza mikate hapa Tanga. Ni mitamu na bei nafuu. Karibu ununue.',
    labels: { structure: { hook: false, problem: false, solution: true, proof: false, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'tooShort' },
  },
  {
    id: 'sw13-gikomba-delivery-overtime',
    about: 'Nairobi wholesale-to-shop motorbike delivery; strong but far over time',
    durationSeconds: 112,
    text: 'Kila siku, maduka ya rejareja Nairobi yanapoteza wateja wa asubuhi kwa sababu mzigo kutoka kwa wauzaji wa jumla unafika saa sita mchana. Mwenye duka akikosa sukari na unga asubuhi, mteja anaenda kwa jirani na harudi. Mzigo Express ni huduma ya usafirishaji kwa pikipiki na tuktuk: tunachukua mzigo Gikomba saa kumi na moja alfajiri na kuufikisha dukani kwako kabla ya saa mbili asubuhi. Mwenye duka anaagiza kwa simu au WhatsApp hadi saa nne usiku, na analipa kwa M-Pesa mzigo ukifika. Tulianza miaka miwili iliyopita na pikipiki tatu na wateja kumi na wawili Kariobangi. Leo tuna pikipiki arobaini na tano na tunahudumia maduka elfu moja na mia mbili jijini Nairobi. Asilimia tisini na nne ya mizigo inafika kabla ya saa mbili, na maduka yanayotumia huduma yetu yameongeza mauzo ya asubuhi kwa asilimia ishirini. Madereva wetu wote wana bima na wanalipwa mshahara wa kila mwezi, si kwa safari, kwa hivyo hawana haraka ya kuendesha vibaya. Pia tunarudisha kreti na chupa tupu kwa wauzaji wa jumla bila malipo ya ziada. Tunataka kuongeza maduka mia tano ya Kasarani na Ruiru mwezi huu. Naomba nianze kusafirisha mzigo wa duka lako Jumatatu ijayo, na wiki ya kwanza ni bure?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'overTime' },
  },
  {
    id: 'sw14-mwanza-fish-feed-fast',
    about: 'Mwanza fish farmers, local fish feed; good pitch rushed',
    durationSeconds: 30,
    text: 'Je, unajua kwamba wafugaji wa samaki Mwanza wanatumia nusu ya mapato yao kununua chakula cha samaki kutoka Uganda? Chakula hicho kinachelewa, na bei inapanda kila mwezi. Samaki Feed inatengeneza chakula cha samaki hapa Mwanza kwa dagaa na pumba, kwa TSh 2,500 kwa kilo, asilimia thelathini chini ya chakula cha kuagiza. Wafugaji 120 wa Ilemela na Magu wananunua kwetu, na samaki wao wanafikia uzito wa kuuzwa wiki tatu mapema. Naomba nikuletee mifuko kumi ya majaribio Jumatano hii?',
    labels: { structure: all, paceBand: 'fast', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'sw15-eastlands-kiosk-sheng-strong',
    about: 'Eastlands kiosks, restocking app; Sheng and English; strong',
    durationSeconds: 42,
    text: 'Ni doo ngapi unapoteza kila wiki juu customer amekuja na huna stock? Ma-kiosk wengi Eastlands wanaishiwa unga na sukari Ijumaa jioni, na customer anaenda kwa jirani. Tumeunda app inaitwa DukaSmart, inakuambia nini kinaisha kabla kiishe, na inaorder kutoka kwa wholesaler direct. Ma-kiosk 230 wa Kayole na Umoja wanaitumia, na mauzo yao yamepanda asilimia 25. Ni affordable sana, bob 200 kwa mwezi. Nikuinstallie kesho saa tatu asubuhi?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
];

export const SWAHILI_HELD_OUT_PITCHES: PitchSample[] = [
  {
    id: 'sw-ho1-kisumu-boda-insurance-strong',
    about: 'Kisumu boda-boda insurance; Kiswahili–English mix; strong',
    durationSeconds: 36,
    text: 'Rider akipata ajali leo, nani atalipa hospitali na ile bike iliyoharibika? BodaCare ni insurance ya bodaboda inayolipa hospitali na repair ndani ya siku saba. Unalipa shilingi 30 kwa siku kwa M-Pesa, hakuna paperwork. Riders 1,800 wa Kisumu na Kakamega wako na cover yetu, na mwaka jana tulilipa claims 240. Nikuandikishe sasa hivi, uwe covered kuanzia leo usiku?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'sw-ho2-stone-town-laundry-noproof',
    about: 'Zanzibar small hotels, laundry service; no proof',
    durationSeconds: 37,
    text: 'Hoteli ndogo za Stone Town zinapoteza wageni kwa sababu mashuka yanachelewa kurudi kutoka kwa dobi. Mgeni akikuta chumba hakijatengenezwa saa nane mchana, anaandika maoni mabaya mtandaoni. Safi Laundry inachukua mashuka na taulo kila asubuhi saa moja na kuyarudisha yakiwa safi kabla ya saa sita mchana, kwa TSh 1,500 kwa kilo. Naomba tuanze na hoteli yako Jumatatu ijayo, wiki ya kwanza bure?',
    labels: { structure: { ...all, proof: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'sw-ho3-gikomba-mitumba-sheng-fillers',
    about: 'Gikomba second-hand jeans bales; Sheng, filler-laden',
    durationSeconds: 40,
    text: 'Eeh, manze, mimi huuza mitumba pale Gikomba, yaani, ma-jeans na ma-jacket. Aki, unajua, customer anataka kitu poa lakini doo ni kidogo, si ndio? Sasa, eeh, mimi nakuletea bale ya jeans grade one, yaani, zimechaguliwa moja moja, kwa bob elfu kumi na tano. Ma-dealer kama thelathini wananunua kwangu kila wiki, unaona. Eeh, kwa hivyo, nikuletee bale moja Jumamosi?',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'sw-ho4-mbeya-inputs-credit-noask',
    about: 'Mbeya maize farmers, seed and fertiliser on credit; never asks',
    durationSeconds: 40,
    text: 'Kila msimu, wakulima wa mahindi Mbeya wanapanda nusu tu ya shamba kwa sababu hawana pesa ya mbolea. Benki zinataka dhamana, na wakulima wana ardhi ya ukoo tu. Sisi tunawakopesha mbegu na mbolea mwanzo wa msimu, nao wanalipa baada ya mavuno kupitia chama cha ushirika. Msimu uliopita wakulima 1,100 walikopa kwetu, na asilimia 96 walilipa kwa wakati. Tunaamini kila mkulima anastahili mavuno kamili.',
    labels: { structure: { ...all, ask: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'sw-ho5-kitale-milk-cooler-hedges',
    about: 'Kitale dairy groups, solar milk coolers; hedged throughout',
    durationSeconds: 42,
    text: 'Nafikiri labda mashine yetu ya kupoza maziwa inaweza kuwasaidia wafugaji kidogo. Wafugaji wa Kitale wanapoteza maziwa ya jioni, pengine kwa sababu hakuna baridi. Tunajaribu kuuza matangi madogo ya sola ya lita 500. Huenda vikundi vitatu hivi vinayatumia, na nadhani wamepunguza hasara kidogo. Sijui, labda tungeweza kuja kuwaona mwezi ujao ukipenda.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'sw-ho6-temeke-uniforms-slow',
    about: 'Dar es Salaam school uniforms; good pitch, dragging pace',
    durationSeconds: 62,
    text: 'Je, mtoto wako amevaa sare iliyochanika mara ngapi mwaka huu? Sare za dukani Kariakoo zinachanika baada ya miezi mitatu tu. Fundi Bora tunashona sare za shule kwa kitambaa kizito, na tunampima kila mtoto shuleni kwake. Sare moja ni TSh 25,000 na tunairekebisha bure kwa mwaka mzima. Shule nane za Temeke zinanunua sare kwetu. Naomba nije shuleni kwenu Alhamisi hii kupima watoto wa darasa la kwanza?',
    labels: { structure: all, paceBand: 'slow', fillerBand: 'low', mainIssue: 'pace' },
  },
];

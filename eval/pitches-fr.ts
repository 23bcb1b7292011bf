// French pitches for the offline coach (issue 32), written and labelled by hand by the helper that
// wrote the French tongue, acting as a demanding French-speaking sales coach, BEFORE any rule was
// run on them. Labels follow the header of pitches.ts:
// - hook / problem / solution / proof / ask as a coach hears them (a greeting or "je m'appelle…" is
//   no hook; a market statistic is no proof; "si vous êtes intéressé, appelez-nous" is an ask, a vague one).
// - paceBand: syllables estimated from the word count (about 1.45 spoken syllables a French word,
//   elisions and silent endings included), durationSeconds chosen for the pace intended, read with
//   paceBandOfSyllables(…, 'fr'); each duration sits well inside its band.
// - fillerBand: fillers a coach hears per 100 words (euh, bah, ben, sentence-opening "bon", "voilà"
//   and "quoi" as tics, "genre", "en fait", "du coup", "tu vois / vous voyez", "en gros", "disons").
// - mainIssue: the one fix a coach makes first.
// Several pitches switch code the way sellers in Dakar, Abidjan, Douala or Kinshasa do (Franglais,
// Wolof, Nouchi, Lingala words), and some are written as a recogniser returns them (lower case, no
// punctuation, digits). The held-out set was never used to tune the rules: it is run once at the end.

import type { PitchSample } from './taxonomy.ts';

const all = { hook: true, problem: true, solution: true, proof: true, ask: true };

export const FRENCH_PITCHES: PitchSample[] = [
  {
    id: 'fr01-dakar-boutiques-stock-strong',
    about: 'Dakar boutiques, stock app; strong, a little Wolof',
    durationSeconds: 34,
    text: "Chaque mois, une boutique de quartier à Dakar jette 40 000 francs CFA de marchandises périmées. Le boutiquier commande de mémoire, et la mémoire oublie, dêh. JàppStock est une application qui lit vos ventes Wave et Orange Money et vous dit quoi recommander et quoi arrêter d'acheter. Avec 75 boutiques de Grand Yoff et de Pikine, on a réduit les pertes de moitié en deux mois. Awa, à Pikine, économise maintenant 25 000 francs par mois. L'abonnement coûte 2 000 francs par mois. Est-ce que je peux inscrire votre boutique aujourd'hui et vous envoyer le lien sur WhatsApp ?",
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'fr02-abidjan-moto-assurance-noproof',
    about: 'Abidjan motorbike-taxi insurance; Nouchi and Franglais; no proof',
    durationSeconds: 35,
    text: "Un accident de moto à Abidjan, c'est trois mois sans revenu pour le conducteur et sa famille. Les assurances classiques sont vendues au bureau, à l'année, et c'est trop cher pour un gbaka ou un moto-taxi. MotoCover, c'est une assurance à 500 francs par semaine, payée par mobile money, et on paie les soins en 48 heures. Le souscripteur s'inscrit en cinq minutes avec sa carte d'identité. C'est cash, pas de paperasse. Samedi, je passe à votre gare de Yopougon : est-ce qu'on peut inscrire vos 30 conducteurs ce jour-là ? Après, on va faire le follow-up chaque mois.",
    labels: { structure: { ...all, proof: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'fr03-douala-solaire-vagueask',
    about: 'Douala solar kits for shops; vague ask',
    durationSeconds: 41,
    text: "Combien votre boutique perd-elle quand ENEO coupe le courant trois soirs par semaine ? À Douala, un commerçant qui ferme à 18 heures au lieu de 22 heures perd le quart de ses ventes. SoleilPlus installe un kit solaire avec batterie qui garde vos lampes, votre frigo et votre caisse allumés toute la soirée. Nous avons équipé 120 boutiques à Akwa et Bonabéri, et leurs ventes du soir ont augmenté de 30 %. Le kit se paie en douze mois. Si vous êtes intéressé, n'hésitez pas à revenir vers nous quand vous voulez.",
    labels: { structure: all, paceBand: 'good', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'fr04-bamako-riz-grossiste-noask',
    about: 'Bamako rice wholesale delivery; no ask',
    durationSeconds: 35,
    text: "Les boutiquiers de Bamako perdent une demi-journée chaque semaine à aller chercher le riz et l'huile au grand marché. Pendant ce temps, la boutique est fermée ou tenue par un enfant. Sugu Express livre votre stock le lendemain matin, au prix du grossiste, commandé par un simple message vocal. Nous livrons déjà 260 boutiques à Kalaban Coura et à Magnambougou, et neuf sur dix recommandent chaque semaine. Nos livreurs sont des jeunes du quartier. On a commencé avec un tricycle et aujourd'hui on en a douze. Chaque quartier mérite un service comme ça.",
    labels: { structure: { ...all, ask: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'fr05-ouaga-couture-rambling',
    about: 'Ouagadougou tailoring workshop, school uniforms; rambling',
    durationSeconds: 58,
    text: "Nous sommes un atelier de couture à Ouagadougou et nous faisons des tenues scolaires et des uniformes depuis maintenant neuf ans et pendant toutes ces années nous avons appris que les écoles veulent trois choses qui sont le prix, le délai et la solidité du tissu et donc nous avons investi dans les trois parce que nous voulions être sérieux avec nos clients. Notre atelier a vingt-cinq machines et quinze couturières et donc nous pouvons livrer mille tenues en trois semaines ce qui est plus rapide que la plupart des ateliers du quartier et en plus nous faisons les retouches gratuitement pendant toute l'année scolaire. Nous cherchons maintenant de nouvelles écoles privées à Ouaga et à Bobo et nous serions contents d'envoyer des échantillons à toutes les écoles qui sont intéressées.",
    labels: { structure: { ...all, hook: false, problem: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'rambling' },
  },
  {
    id: 'fr06-kinshasa-tontine-fillers',
    about: 'Kinshasa savings-group app; filler-laden, a little Lingala',
    durationSeconds: 38,
    text: "Euh, bon, alors, nous on a une application, euh, Likelemba, c'est en fait une tontine sur le téléphone, quoi. Euh, les mamans au marché de la Liberté, du coup, elles perdent l'argent parce que, bah, la caisse de la tontine, euh, elle disparaît, tu vois. Likelemba, en fait, garde l'argent sur M-Pesa et, euh, chaque membre voit qui a payé. Du coup, on a, euh, 90 groupes à Kinshasa, voilà, et, bah, aucun franc perdu. Euh, est-ce qu'on peut, genre, inscrire votre groupe ce samedi, mama ?",
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'fr07-lome-frais-scolaires-hedges',
    about: 'Lomé school-fee loans; hedged throughout',
    durationSeconds: 36,
    text: "Je pense que notre service pourrait peut-être aider un peu les parents. Normalement, à la rentrée, beaucoup de parents à Lomé ont du mal à payer la scolarité, je crois. EcoloPrêt essaie de prêter l'argent des frais de scolarité, remboursable en plus ou moins dix mois. On a, on va dire, à peu près 150 familles, et j'espère qu'elles sont contentes. Normalement, on voudrait peut-être grandir un peu. Si ça vous dit, on pourrait peut-être en parler un de ces jours.",
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'fr08-thies-mangues-tooshort',
    about: 'Thiès mango seller; far too short',
    durationSeconds: 8,
    text: "Bonjour, je m'appelle Moussa. Je vends des mangues à Thiès. Elles sont bonnes et pas chères. Achetez-en.",
    labels: { structure: { hook: false, problem: false, solution: true, proof: false, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'tooShort' },
  },
  {
    id: 'fr09-paris-colis-diaspora-overtime',
    about: 'Paris–Dakar diaspora parcel service; over time',
    durationSeconds: 72,
    text: "Chaque mois, la diaspora sénégalaise de région parisienne envoie des milliers de colis au pays, et un colis sur cinq arrive en retard, ouvert ou pas du tout. Les familles attendent, appellent, et finissent par payer deux fois. Teranga Colis est un service d'envoi entre Paris et Dakar : on récupère le colis chez vous, en Île-de-France, on le pèse devant vous, et vous suivez chaque étape sur WhatsApp jusqu'à la remise en main propre à Dakar, Thiès ou Touba. Nos conteneurs partent chaque semaine du Havre, et le fret aérien part tous les jeudis de Roissy pour les envois urgents. Nous avons commencé il y a trois ans avec une camionnette à Montreuil. Aujourd'hui, nous envoyons 4 000 colis par mois, et moins d'un colis sur cent arrive en retard. Nous avons aussi des points relais dans douze épiceries africaines de Château-Rouge, de Saint-Denis et de Mantes-la-Jolie, où les clients déposent leurs colis le week-end. Notre équipe à Dakar livre avec ses propres motos, et chaque livreur prend une photo à la remise. Nous cherchons maintenant des associations de ressortissants qui regroupent leurs envois pour les fêtes. Est-ce que votre association peut nous confier son envoi groupé de Tabaski, avec un enlèvement à Montreuil samedi prochain ?",
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'overTime' },
  },
  {
    id: 'fr10-yaounde-pharmacie-fast',
    about: 'Yaoundé pharmacy stock software; far too fast',
    durationSeconds: 27,
    text: "À Yaoundé, une pharmacie sur trois tombe en rupture de paracétamol ou d'antipaludéens au moins une fois par mois. Chaque rupture, c'est un client qui part chez le concurrent. PharmaStock relie votre caisse à vos commandes, vous prévient avant la rupture et compare les prix de trois grossistes en un clic. Quarante-huit pharmacies de Yaoundé et de Douala l'utilisent, et leurs ruptures ont baissé de 70 % en trois mois. Ça coûte 15 000 francs par mois. Est-ce que je peux installer PharmaStock dans votre officine jeudi, avec le premier mois offert ?",
    labels: { structure: all, paceBand: 'fast', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'fr11-bobo-aliment-volaille-slow',
    about: 'Bobo-Dioulasso poultry feed; far too slow',
    durationSeconds: 55,
    text: "Autour de Bobo-Dioulasso, les aviculteurs perdent un poulet sur dix avant qu'il atteigne le bon poids. La plupart du temps, c'est à cause de l'aliment. Le bon aliment est cher, et l'aliment pas cher est mélangé avec du son. FasoAliment fabrique un aliment testé pour poulets de chair et pondeuses, livré à la ferme en sacs de 50 kilos. Trois cents éleveurs nous achètent chaque mois, et leurs poulets sont prêts une semaine plus tôt. Commandez vos dix premiers sacs cette semaine et on vous les livre gratuitement.",
    labels: { structure: all, paceBand: 'slow', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'fr12-saint-louis-biographie-nosolution',
    about: 'Saint-Louis founder story; never says what is offered',
    durationSeconds: 43,
    text: "Je m'appelle Fatou Diop et je suis née à Saint-Louis, au bord du fleuve. Mon père était pêcheur et ma mère vendait du poisson au marché de Guet Ndar. J'ai étudié la gestion à l'université Gaston Berger, puis j'ai travaillé six ans dans une banque à Dakar. J'ai beaucoup appris sur les entreprises qui grandissent et celles qui échouent. Il y a deux ans, je suis rentrée chez moi parce que je voulais construire quelque chose pour ma ville. Je crois vraiment que Saint-Louis a un grand avenir. Je voudrais vous demander de devenir nos partenaires.",
    labels: {
      structure: { hook: false, problem: false, solution: false, proof: false, ask: true },
      paceBand: 'good',
      fillerBand: 'low',
      mainIssue: 'noSolution',
    },
  },
  {
    id: 'fr13-bruxelles-nettoyage-noproblem',
    about: 'Brussels office cleaning; product first, no pain named',
    durationSeconds: 36,
    text: "Et si vos bureaux étaient impeccables chaque lundi matin, sans que vous leviez le petit doigt ? NetBrux est une entreprise de nettoyage de bureaux à Bruxelles. Nous nettoyons après vos heures, avec nos propres produits écologiques, et nous vous envoyons des photos à la fin. Nos agents sont formés, déclarés et payés au-dessus du minimum. Nous nettoyons 70 bureaux à Ixelles et à Etterbeek, et 60 d'entre eux sont avec nous depuis plus d'un an. Un nettoyage par semaine pour dix postes coûte 450 euros par mois. Pouvons-nous faire un nettoyage d'essai gratuit chez vous ce vendredi ?",
    labels: { structure: { ...all, problem: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noProblem' },
  },
  {
    id: 'fr14-abidjan-compta-nohook',
    about: 'Abidjan bookkeeping for SMEs; greeting opening, Franglais',
    durationSeconds: 49,
    text: "Bonjour à tous, je m'appelle Kouadio Yao et je suis le cofondateur de ComptaFacile. Nous sommes une startup basée à Abidjan, à Cocody. Les PME qui font du business à Abidjan tiennent encore leurs comptes dans des cahiers, et chaque trimestre elles paient des pénalités parce que la déclaration de TVA arrive en retard. ComptaFacile tient votre comptabilité à partir de vos reçus photographiés et prépare la déclaration à temps. 180 PME nous font confiance, et aucune n'a payé de pénalité depuis qu'elle a commencé. On vous offre le premier trimestre. Est-ce qu'on peut fixer un call de 30 minutes jeudi, et on fait le follow-up avec votre comptable ?",
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'fr15-ziguinchor-pompe-solaire-spoken-strong',
    about: 'Ziguinchor market gardeners, solar pumps; recognised speech, strong',
    durationSeconds: 32,
    text: "en saison sèche un maraîcher de ziguinchor dépense 60000 francs par mois en gasoil juste pour arroser quand le gasoil augmente il arrête d'arroser et la récolte meurt sunupompe est une pompe solaire que le maraîcher paie par mois moins cher que sa facture de gasoil la pompe tourne huit heures par jour avec le soleil seulement 340 maraîchers de casamance en ont une et ils ont économisé en moyenne 400000 francs l'an dernier est-ce qu'on peut venir installer une pompe de démonstration dans votre périmètre mardi prochain",
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
];

export const FRENCH_HELD_OUT_PITCHES: PitchSample[] = [
  {
    id: 'frh01-dakar-thieboudienne-traiteur-spoken',
    about: 'Dakar office lunch caterer; recognised speech with Wolof, strong',
    durationSeconds: 31,
    text: "à dakar plateau les employés perdent une heure chaque midi à chercher à manger et ils mangent mal dêh ndékki express livre le thiéboudienne et le yassa au bureau à midi pile commandé la veille sur whatsapp pour 2500 francs le plat on livre déjà 40 entreprises et 1200 repas par jour et 9 clients sur 10 recommandent chaque semaine nos cuisinières de la médina préparent tout le matin même avec du poisson frais de soumbédioune est-ce que je peux livrer un déjeuner d'essai à votre équipe ce jeudi",
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'frh02-abidjan-mousso-pagnes-fillers',
    about: 'Abidjan wax fabric reseller; Nouchi, many fillers',
    durationSeconds: 30,
    text: "Euh, bon, en fait, nous on vend les pagnes wax, quoi. Les mousso d'Adjamé, du coup, euh, elles achètent au Ghana et, bah, la douane prend tout, tu vois. Nous, en gros, on importe en gros et, euh, on livre à la boutique. Genre, 200 commerçantes achètent chez nous, voilà. C'est cash, euh, pas de crédit. Du coup, est-ce qu'on peut, euh, livrer votre premier ballot vendredi ?",
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'frh03-conakry-eau-noproof',
    about: 'Conakry water filters for families; no proof',
    durationSeconds: 30,
    text: "Combien votre famille dépense-t-elle chaque mois en sachets d'eau et en médicaments contre la diarrhée ? À Conakry, l'eau du robinet rend les enfants malades, surtout en saison des pluies. PurEau est un filtre en céramique qui rend l'eau du robinet potable pendant deux ans, sans électricité. Il coûte 150 000 francs guinéens, payables en trois fois. Est-ce que je peux vous en installer un ce samedi matin ?",
    labels: { structure: { ...all, proof: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'frh04-niamey-transport-vagueask-spoken',
    about: 'Niamey onion transport; recognised speech, vague ask',
    durationSeconds: 31,
    text: 'imaginez perdre un tiers de vos oignons sur la route entre tahoua et niamey parce que le camion attend trois jours au chargement sahel fret regroupe les commandes des producteurs et garantit un camion réfrigéré dans les 24 heures on a transporté 900 tonnes cette saison avec moins de 5 pour cent de pertes si jamais ça vous intéresse on peut rester en contact et voir ensemble un jour',
    labels: { structure: all, paceBand: 'good', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'frh05-libreville-salon-hedges',
    about: 'Libreville hair salon at home; hedged',
    durationSeconds: 29,
    text: "Je crois que notre salon à domicile pourrait peut-être vous intéresser. Normalement, on se déplace chez vous, en quelque sorte, pour les tresses et les tissages. On a, je pense, une cinquantaine de clientes régulières à Libreville, plus ou moins. On essaie de faire des prix corrects, j'espère, et on vient aussi le dimanche si besoin. Peut-être que vous pourriez nous appeler un de ces jours.",
    labels: {
      structure: { hook: false, problem: false, solution: true, proof: true, ask: true },
      paceBand: 'good',
      fillerBand: 'low',
      mainIssue: 'hedges',
    },
  },
  {
    id: 'frh06-marseille-food-truck-nohook',
    about: 'Marseille African food truck for company events; greeting opening, Franglais',
    durationSeconds: 30,
    text: "Bonsoir, je m'appelle Ibrahima et je suis le gérant de Mafé Truck, à Marseille. Les comités d'entreprise organisent des afterworks où le traiteur livre froid et en retard, et les salariés repartent déçus. Mafé Truck vient sur place avec la cuisine, sert chaud pour 30 à 300 personnes et gère tout le set-up. On a fait 85 events l'an dernier, dont 20 pour la même entreprise du port. Pour votre soirée de fin d'année, est-ce qu'on peut bloquer la date et faire la dégustation mardi prochain ?",
    labels: { structure: { ...all, hook: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'frh07-goma-menuiserie-noproblem',
    about: 'Goma carpentry workshop school desks; no pain named',
    durationSeconds: 29,
    text: "Bois Kivu fabrique des pupitres d'école en bois d'eucalyptus, solides pour dix ans. Chaque pupitre accueille deux élèves et se monte sans outil. Nous avons livré 3 000 pupitres à 45 écoles du Nord-Kivu, et aucune n'a eu besoin de réparation. Un pupitre coûte 35 dollars, livré dans l'école. Pouvons-nous livrer les 50 premiers pupitres à votre école avant la rentrée du 2 septembre ?",
    labels: { structure: { ...all, hook: false, problem: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProblem' },
  },
];

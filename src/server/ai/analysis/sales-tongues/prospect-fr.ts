// The scripted prospect in French: a buyer in Abidjan, Dakar or Douala picking up a sales call, in
// the French of the market ("c'est pour quoi ?", "ça coûte combien, votre affaire-là ?", "on va voir").
// Every yes says "d'accord" or "ça marche" and names the goal, every "not now" is a deferral, so the
// report reads these lines as the buyer meant them (prospect.test.ts checks it).

import type { ProspectVoice } from './prospect-voice.ts';

export const PROSPECT_FR: ProspectVoice = {
  yourProduct: 'votre affaire-là',
  opening: {
    'Easy (Warm Lead)': [
      'Allô, bonjour ! Oui, c’est moi. On m’a dit que vous alliez appeler, c’est pour quoi exactement ?',
      'Allô oui, bonjour. Je vous écoute, c’est à quel sujet ?',
    ],
    'Medium (Skeptical Buyer)': [
      'Allô ? Oui, c’est qui ? J’ai un client devant moi, c’est pour quoi ?',
      'Allô, bonjour. Je n’ai pas beaucoup de temps, vous appelez pour quoi ?',
    ],
    'Hard (Hostile/Resistant)': [
      'Oui, allô. Encore quelqu’un qui vend quelque chose ? Faites vite.',
      'Allô. Si c’est pour me vendre un truc, je vous préviens, je suis occupé. C’est quoi ?',
    ],
  },
  nudge: ['Allô ? Je vous écoute.', 'Oui… et donc ?', 'Vous êtes toujours là ?'],
  raise: {
    'Price / Budget': [
      'Bon, je vous dis tout de suite : ce genre de truc, c’est cher pour nous, le budget est serré.',
      'Ça coûte combien, {product} ? Parce que les affaires ne marchent pas fort, je ne peux pas payer encore un abonnement.',
      'Franchement, le prix me fait peur. On paie déjà trop de choses chaque mois.',
    ],
    'Competitor Loyalty': [
      'Écoutez, on a déjà un fournisseur, on travaille avec eux depuis des années et je suis content.',
      'J’ai déjà quelqu’un pour ça. Pourquoi je vais changer ? Ils me suivent bien.',
    ],
    'Timing / No Urgency': [
      'Ce n’est pas le moment, hein. On verra ça plus tard, peut-être l’année prochaine.',
      'Là, je ne suis pas pressé. Après les fêtes peut-être, pas maintenant.',
    ],
    'Value / Skepticism': [
      'On m’a déjà vendu ce genre de choses, ça ne sert à rien. Je doute que {product} change quelque chose.',
      'Je vais être honnête : je n’y crois pas trop. Ce sont toujours des promesses.',
    ],
  },
  restate: {
    'Price / Budget': [
      'Tout ça c’est bien, mais c’est toujours trop cher pour moi.',
      'Vous ne m’avez pas répondu sur le prix.',
      'Le budget, c’est ça mon problème.',
    ],
    'Competitor Loyalty': ['Mais je vous ai dit que j’ai déjà un fournisseur.', 'Mon fournisseur actuel fait l’affaire, je ne vois pas pourquoi changer.'],
    'Timing / No Urgency': ['Comme je vous ai dit, pas maintenant. Plus tard.', 'Ce n’est vraiment pas le moment pour nous.'],
    'Value / Skepticism': ['Je doute toujours que votre truc fonctionne chez moi.', 'Ce sont des mots. Moi, je n’y crois pas encore.'],
  },
  concern: {
    'Price / Budget': [
      'Le problème, c’est qu’en fin de mois il ne reste presque rien. Chaque franc qui sort, je le sens.',
      'On paie déjà le loyer, l’électricité, les employés… Un abonnement de plus, ça pèse.',
    ],
    'Competitor Loyalty': [
      'Ils sont sérieux, ils livrent à temps et ils me font crédit quand ça ne va pas.',
      'On se connaît depuis longtemps, quand j’ai un souci je les appelle directement.',
    ],
    'Timing / No Urgency': [
      'En ce moment on a d’autres priorités, la rentrée des enfants, les stocks de fin d’année.',
      'Ça marche comme ça depuis des années. Ce n’est pas urgent de changer.',
    ],
    'Value / Skepticism': [
      'J’ai déjà payé pour un logiciel, au bout de deux mois personne ne l’utilisait.',
      'Les vendeurs promettent toujours, et après, quand ça ne marche pas, on ne les retrouve plus.',
    ],
  },
  answers: {
    business: {
      business: ['On est une petite structure, une dizaine de personnes.', 'On a deux points de vente et quelques employés.'],
      household: ['On est cinq à la maison, avec les enfants.', 'Je vis avec ma femme et nos trois enfants.'],
    },
    process: {
      business: ['Aujourd’hui on fait tout à la main, dans le cahier.', 'Pour l’instant c’est Excel et beaucoup d’appels au téléphone.'],
      household: ['On se débrouille comme tout le monde, au jour le jour.', 'Pour le moment on fait avec ce qu’on a.'],
    },
    pain: {
      business: [
        'Le plus dur, c’est les pertes qu’on ne voit pas. À la fin du mois, les chiffres ne collent pas.',
        'On perd du temps, beaucoup de temps, à vérifier ce que les gens ont fait.',
      ],
      household: ['Le plus dur, c’est quand ça coupe le soir, les enfants ne peuvent pas étudier.', 'Ça nous fatigue, il faut tout surveiller nous-mêmes.'],
    },
    budget: {
      business: ['On dépense déjà pas mal chaque mois pour ça, je dirais une bonne somme.', 'Ça nous coûte, surtout quand il faut refaire le travail.'],
      household: ['Chaque mois ça fait une bonne somme, surtout avec la vie qui est chère.', 'On paie déjà beaucoup, ça coûte à la famille.'],
    },
    decision: {
      business: ['C’est moi qui décide, mais j’en parle à mon associé.', 'Je décide, mais le patron doit valider les grosses dépenses.'],
      household: ['On décide à deux, avec mon mari.', 'Je vais en discuter avec ma femme, c’est elle qui tient les comptes.'],
    },
    success: {
      business: ['Ce qui m’intéresse, c’est de voir clair dans mes chiffres, tout simplement.', 'Si je gagne du temps et que je perds moins, c’est déjà bien.'],
      household: ['Je veux juste être tranquille et moins dépenser.', 'Que ça marche bien et que ça ne nous coûte pas trop.'],
    },
  },
  claim: [
    'Tout le monde dit que son produit est le meilleur.',
    'D’accord, mais concrètement, ça change quoi pour moi ?',
    'Ça, c’est ce que disent tous les vendeurs.',
  ],
  ackOnly: ['Oui, vous comprenez, mais ça ne règle pas mon problème.', 'Merci de comprendre. Mais alors ?'],
  valueWithoutAck: [
    'Attendez, vous ne m’avez même pas écouté. Vous récitez votre truc.',
    'Vous parlez, vous parlez… mais vous avez entendu ce que je vous ai dit ?',
  ],
  valueWithoutQuestion: ['Peut-être, mais vous ne savez même pas comment on travaille ici.', 'Vos chiffres, c’est chez les autres. Chez moi, c’est différent.'],
  wantsMore: ['Hum. C’est intéressant, continuez.', 'Bon, ça commence à me parler. Et après ?'],
  setback: {
    pushy: [
      'Doucement, doucement. On ne force pas les gens comme ça.',
      'Eh, vous me mettez la pression là. Je n’aime pas ça.',
      'Laissez-moi respirer un peu, hein.',
    ],
    rude: ['Pardon ? Vous me parlez autrement, s’il vous plaît.', 'Ce n’est pas une façon de parler à un client.'],
    dismissive: ['Je vous explique mon problème et vous balayez ça ? Ce n’est pas sérieux.', 'Si mon souci ne vous intéresse pas, on arrête là.'],
  },
  resistClose: [
    'Vous allez trop vite. On n’a même pas réglé la question de fond.',
    'Attendez, attendez. Je ne suis pas convaincu du tout.',
    'Non, pas encore, on n’en est pas là.',
  ],
  defer: [
    'Je vais réfléchir, rappelez-moi la semaine prochaine.',
    'On verra. Envoyez-moi la documentation d’abord.',
    'Laissez-moi réfléchir un peu, je vous rappelle.',
  ],
  handled: [
    'Bon… présenté comme ça, je vois mieux. Ça peut m’intéresser.',
    'Ah, là vous me parlez. Si c’est vraiment comme ça, c’est autre chose.',
    'Hum, vous avez raison sur ce point. Ça me rassure un peu.',
  ],
  waiting: ['Bon, d’accord. Alors, concrètement, vous me proposez quoi ?', 'Je vous ai dit que ça m’intéresse. Et maintenant, on fait comment ?'],
  yield: {
    'Book a Demo/Meeting': {
      when: ['D’accord, {when}, ça me va. Passez pour la démo.', 'Ça marche, on se voit {when}. Je serai là pour le rendez-vous.'],
      plain: ['D’accord, on fait la démo. Envoyez-moi l’heure du rendez-vous.', 'Ça marche pour un rendez-vous. Appelez-moi pour fixer l’heure.'],
    },
    'Secure a Trial/Pilot': {
      when: ['D’accord, on fait l’essai. On commence {when}.', 'Ça marche pour l’essai, on démarre {when}.'],
      plain: ['D’accord, faisons l’essai, on regardera les résultats ensemble à la fin.', 'Bon, ça marche pour un essai. Dites-moi quand vous commencez.'],
    },
    'Close the Sale': {
      when: ['D’accord, je prends. Passez {when}, je paie à la livraison.', 'Ça marche, on signe. Venez {when} avec le contrat.'],
      plain: ['D’accord, je prends. Envoyez-moi la facture.', 'Ça marche, on fait affaire. Envoyez le contrat.'],
    },
    'Advance the Opportunity': {
      when: ['D’accord, on se voit {when} pour la prochaine étape.', 'Ça marche, on se reparle {when} et on avance.'],
      plain: ['D’accord, envoyez-moi votre proposition et on avance.', 'Ça marche pour la prochaine étape. Envoyez-moi le devis.'],
    },
  },
  afterYield: ['C’est noté de mon côté.', 'Bon, on fait comme ça alors. Bonne journée.', 'Merci. À bientôt.'],
  hungUp: ['Bon, je raccroche. Au revoir.', 'Au revoir.'],
};

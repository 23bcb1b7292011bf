import { describe, expect, it } from 'vitest';
import { FRENCH as fr } from './fr.ts';
import { sharesRun } from './fr-lines.ts';

const fillers = (sentence: string, atStart = true) => fr.countFillers(sentence, atStart);

describe('French fillers', () => {
  it('counts hesitations and tics, labelled as said', () => {
    const found = fillers('Euh, les mamans, du coup, elles perdent l’argent parce que, bah, la caisse disparaît, tu vois.');
    expect(found.labels.sort()).toEqual(['bah', 'du coup', 'euh', 'tu vois']);
    expect(fillers('ben en fait on livre le riz').labels.sort()).toEqual(['ben', 'en fait']);
    expect(fillers('Genre, 200 commerçantes achètent chez nous.').labels).toEqual(['genre']);
    expect(fillers('En gros, on importe en gros et on livre.').labels).toEqual(['en gros']);
  });

  it('counts "bon" opening a sentence, never the adjective', () => {
    expect(fillers('Bon, alors, on a une application.').labels).toEqual(['bon']);
    expect(fillers('Euh, bon, alors, nous on a une application.').labels.sort()).toEqual(['bon', 'euh']);
    expect(fillers('bon on a commencé en 2020').count).toBe(1);
    expect(fillers('Bon, on a commencé.', false).count).toBe(0);
    expect(fillers('Vous avez un bon prix et un bon service.').count).toBe(0);
    expect(fillers('Bon appétit à tous.').count).toBe(0);
    expect(fillers("C'est bon, on livre demain.").count).toBe(0);
  });

  it('counts "quoi" and "voilà" as tics, not as words', () => {
    expect(fillers("C'est une tontine sur le téléphone, quoi.").labels).toEqual(['quoi']);
    expect(fillers("c'est une tontine sur le téléphone quoi les mamans paient").labels).toEqual(['quoi']);
    expect(fillers("L'application vous dit quoi commander.").count).toBe(0);
    expect(fillers("C'est quoi, votre plus gros problème ?").count).toBe(0);
    expect(fillers('On a 90 groupes, voilà, et aucun franc perdu.').labels).toEqual(['voilà']);
    expect(fillers('Voilà le produit : une pompe solaire.').count).toBe(0);
    expect(fillers('Voilà pourquoi les boutiques ferment.').count).toBe(0);
  });

  it('leaves content uses of ambiguous words alone', () => {
    expect(fillers('Ce genre de problème coûte cher.').count).toBe(0);
    expect(fillers('Nous vendons en gros aux boutiques.').count).toBe(0);
    expect(fillers('Vous voyez chaque étape sur WhatsApp.').count).toBe(0);
    expect(fillers('Un coup de fil suffit.').count).toBe(0);
    expect(fillers("C'est cash, pas de paperasse, dêh.").count).toBe(0);
  });

  it('starts with a filler', () => {
    expect(fr.startsWithFiller('Euh, alors, nous vendons du riz.')).toBe(true);
    expect(fr.startsWithFiller('Bon, on a une application.')).toBe(true);
    expect(fr.startsWithFiller('du coup on livre le lendemain')).toBe(true);
    expect(fr.startsWithFiller('Bonjour, je suis Awa.')).toBe(false);
    expect(fr.startsWithFiller('Bon nombre de boutiques ferment.')).toBe(false);
  });
});

describe('French hedges', () => {
  it('counts softeners, not the verb or the quantity', () => {
    expect(fr.countHedges('Je pense que notre service pourrait peut-être aider un peu les parents.')).toBe(3);
    expect(fr.countHedges('je pense que notre service pourrait peut être aider')).toBe(2);
    expect(fr.countHedges('Ça peut être cher pour une boutique.')).toBe(0);
    expect(fr.countHedges('Ajoutez un peu de sel.')).toBe(0);
    expect(fr.countHedges('On essaie de faire des prix corrects, j’espère.')).toBe(2);
    expect(fr.countHedges('Normalement, on va dire, plus ou moins dix mois.')).toBe(3);
    expect(fr.countHedges('Nous livrons 260 boutiques.')).toBe(0);
  });

  it('names the softeners, most frequent first', () => {
    expect(fr.hedgeWords('Peut-être demain. Je crois. Peut-être samedi, un peu.')).toEqual(['peut-être', 'je crois', 'un peu']);
  });
});

describe('French clean sentences', () => {
  it('takes fillers and hedges out and keeps the grammar', () => {
    expect(fr.cleanSentence('Je pense que notre service pourrait peut-être aider un peu les parents.')).toBe('Notre service pourrait aider les parents.');
    expect(fr.cleanSentence('On essaie de faire des prix corrects.')).toBe('On va faire des prix corrects.');
    expect(fr.cleanSentence("On a, on va dire, à peu près 150 familles, et j'espère qu'elles sont contentes.")).toBe(
      'On a 150 familles, et elles sont contentes.',
    );
    expect(fr.cleanSentence('Euh, bon, alors, nous on a, euh, une application.')).toBe('Nous on a une application.');
    expect(fr.cleanSentence("Euh, est-ce qu'on peut, genre, inscrire votre groupe ce samedi ?")).toBe(
      "Est-ce qu'on peut inscrire votre groupe ce samedi\u00a0?",
    );
  });

  it('tells a fragment', () => {
    expect(fr.isFragment('Et la boutique ferme.')).toBe(true);
    expect(fr.isFragment('Parce que le courant coupe.')).toBe(true);
    expect(fr.isFragment('Nous livrons les boutiques de.')).toBe(true);
    expect(fr.isFragment('Nous livrons les boutiques.')).toBe(false);
    expect(fr.isFragment('À Douala, le courant coupe trois soirs par semaine.')).toBe(false);
  });
});

describe('French syllables', () => {
  it.each([
    ['boutique', 2],
    ['marchandises', 3],
    ["aujourd'hui", 3],
    ['achètent', 2],
    ['beaucoup', 2],
    ['oiseau', 2],
    ['idée', 2],
    ['réel', 2],
    ['économise', 4],
    ['pharmacie', 3],
    ['moment', 2],
    ['application', 4],
    ['naïf', 2],
    // qua-rante-mille
    ['40 000', 3],
    ['30 %', 3],
  ])('%s has %i', (word, count) => {
    expect(fr.countSyllables(word)).toBe(count);
  });

  it('counts a sentence as said', () => {
    // un ac-ci-dent de mo-to à A-bid-jan c'est trois mois sans re-ve-nu: 19, give or take a glide.
    expect(fr.countSyllables("Un accident de moto à Abidjan, c'est trois mois sans revenu")).toBeGreaterThanOrEqual(18);
    expect(fr.countSyllables("Un accident de moto à Abidjan, c'est trois mois sans revenu")).toBeLessThanOrEqual(19);
  });

  it('chains clauses with global joiners', () => {
    expect(fr.clauseJoiners.flags).toContain('g');
    expect('et donc on livre parce que les boutiques ferment mais aussi quand il pleut'.match(fr.clauseJoiners)).toHaveLength(5);
  });
});

describe('French hook', () => {
  it('hears a question, a number or a bold claim', () => {
    expect(fr.isHook('Combien votre boutique perd-elle quand le courant coupe ?', true)).toBe(true);
    expect(fr.isHook('combien votre boutique perd elle quand le courant coupe', true)).toBe(true);
    expect(fr.isHook('À Yaoundé, une pharmacie sur trois tombe en rupture chaque mois.', true)).toBe(true);
    expect(fr.isHook('Imaginez perdre un tiers de vos oignons sur la route.', true)).toBe(true);
    expect(fr.isHook("Un accident de moto, c'est trois mois sans revenu.", true)).toBe(true);
  });

  it('hears a short concrete pain only first', () => {
    expect(fr.isHook('Les boutiquiers perdent leur marchandise à cause de la chaleur.', true)).toBe(true);
    expect(fr.isHook('Les boutiquiers perdent leur marchandise à cause de la chaleur.', false)).toBe(false);
  });

  it('never hooks with a greeting, a biography, a hedge or a long story', () => {
    expect(fr.isHook("Bonjour, je m'appelle Moussa.", true)).toBe(false);
    expect(fr.isHook('Je suis née à Saint-Louis il y a 30 ans.', true)).toBe(false);
    expect(fr.isHook('Je pense que peut-être 40 % des boutiques perdent de l’argent.', true)).toBe(false);
    expect(fr.isHook('Bois Kivu fabrique des pupitres solides pour dix ans.', true)).toBe(false);
    const long =
      'Nous sommes un atelier de couture à Ouagadougou et nous faisons des tenues scolaires depuis neuf ans et pendant toutes ces années nous avons appris que les écoles veulent trois choses à la fois';
    expect(fr.isHook(long, true)).toBe(false);
  });

  it('opens the real opening after a greeting with one word', () => {
    expect(fr.hookStart.test('combien')).toBe(true);
    expect(fr.hookStart.test('imaginez')).toBe(true);
    expect(fr.hookStart.test('boutique')).toBe(false);
    expect(fr.hookStart.test('combien de')).toBe(false);
  });
});

describe('French speaker and tone', () => {
  it('tells a greeting', () => {
    expect(fr.isGreeting('Bonjour à tous, je suis Kouadio.')).toBe(true);
    expect(fr.isGreeting('nanga def je suis awa')).toBe(true);
    expect(fr.isGreeting('Je suis Fatou, de Thiès.')).toBe(true);
    expect(fr.isGreeting('Je suis fatiguée des coupures.')).toBe(false);
    expect(fr.isGreeting('Combien perdez-vous chaque mois ?')).toBe(false);
  });

  it('tells a biography', () => {
    expect(fr.isBiography("Je m'appelle Fatou Diop et je suis née à Saint-Louis.")).toBe(true);
    expect(fr.isBiography('Mon père était pêcheur à Guet Ndar.')).toBe(true);
    expect(fr.isBiography('Je suis le cofondateur de ComptaFacile.')).toBe(true);
    expect(fr.isBiography('Les pêcheurs perdent le quart du poisson.')).toBe(false);
  });

  it('tells rudeness', () => {
    expect(fr.isRude('Franchement, vous ne comprenez rien au commerce.')).toBe(true);
    expect(fr.isRude('Écoutez-moi bien, vous me faites perdre mon temps.')).toBe(true);
    expect(fr.isRude('Écoutez ce que disent nos clients.')).toBe(false);
  });
});

describe('French problem, solution, proof', () => {
  it('hears a pain', () => {
    expect(fr.isProblem('Le boutiquier commande de mémoire, et la mémoire oublie.')).toBe(true);
    expect(fr.isProblem('quand eneo coupe le courant la boutique ferme plus tôt')).toBe(true);
    expect(fr.isProblem('Le bon aliment est cher.')).toBe(true);
    expect(fr.isProblem('Avec 75 boutiques, on a réduit les pertes de moitié.')).toBe(false);
    expect(fr.isProblem('On a 90 groupes et aucun franc perdu.')).toBe(false);
    expect(fr.isProblem('Nous livrons le riz le lendemain matin.')).toBe(false);
  });

  it('hears what is offered', () => {
    expect(fr.isSolution('JàppStock est une application qui lit vos ventes Wave.')).toBe(true);
    expect(fr.isSolution("MotoCover, c'est une assurance à 500 francs par semaine.")).toBe(true);
    expect(fr.isSolution('Nous livrons votre stock le lendemain matin.')).toBe(true);
    expect(fr.isSolution('on livre le business directement au client')).toBe(true);
    expect(fr.isSolution('Je vends des mangues à Thiès.')).toBe(true);
    expect(fr.isSolution('La diaspora envoie des milliers de colis au pays.')).toBe(false);
    expect(fr.isSolution('Mon père était pêcheur.')).toBe(false);
  });

  it('hears the speaker’s own evidence, not a market statistic', () => {
    expect(fr.isProof('Nous livrons déjà 260 boutiques, et neuf sur dix recommandent.')).toBe(true);
    expect(fr.isProof('Quarante-huit pharmacies de Yaoundé l’utilisent.')).toBe(true);
    expect(fr.isProof('Trois cents éleveurs nous achètent chaque mois.')).toBe(true);
    expect(fr.isProof('180 PME nous font confiance.')).toBe(true);
    expect(fr.isProof('340 maraîchers de casamance en ont une et ils ont économisé 400000 francs')).toBe(true);
    expect(fr.isProof('Une pharmacie sur trois tombe en rupture chaque mois.')).toBe(false);
    expect(fr.isProof('La diaspora envoie des milliers de colis, et un colis sur cinq arrive en retard.')).toBe(false);
    expect(fr.isProof("Samedi, est-ce qu'on peut inscrire vos 30 conducteurs ?")).toBe(false);
    expect(fr.isProof("J'ai travaillé six ans dans une banque avec des entreprises.")).toBe(false);
  });

  it('tells the speaker’s own claim', () => {
    expect(fr.isOwnClaim('Nos clients économisent 25 000 francs par mois.')).toBe(true);
    expect(fr.isOwnClaim('Trois cents éleveurs nous achètent chaque mois.')).toBe(true);
    expect(fr.isOwnClaim('Les boutiques de Dakar perdent 40 000 francs par mois.')).toBe(false);
  });
});

describe('French ask', () => {
  it('hears a strong ask anywhere', () => {
    expect(fr.isAsk('Est-ce que je peux inscrire votre boutique aujourd’hui ?', false)).toBe(true);
    expect(fr.isAsk("est ce qu'on peut venir installer une pompe mardi prochain", false)).toBe(true);
    expect(fr.isAsk('Pouvons-nous faire un essai gratuit ce vendredi ?', false)).toBe(true);
    expect(fr.isAsk('Nous cherchons maintenant de nouvelles écoles privées.', false)).toBe(true);
    expect(fr.isAsk('Je voudrais vous demander de devenir nos partenaires.', false)).toBe(true);
  });

  it('hears closing forms and instructions only near the end', () => {
    expect(fr.isAsk('Si vous êtes intéressé, n’hésitez pas à revenir vers nous.', true)).toBe(true);
    expect(fr.isAsk('Si vous êtes intéressé, n’hésitez pas à revenir vers nous.', false)).toBe(false);
    expect(fr.isAsk('Commandez vos dix premiers sacs cette semaine.', true)).toBe(true);
    expect(fr.isAsk('Achetez-en.', true)).toBe(true);
    expect(fr.isAsk('Après, on va faire le follow-up chaque mois.', true)).toBe(true);
    expect(fr.isAsk('Le boutiquier commande de mémoire.', false)).toBe(false);
    expect(fr.isAsk('Chaque quartier mérite un service comme ça.', true)).toBe(false);
  });

  it('tells a specific ask from a vague one', () => {
    expect(fr.isSpecificAsk("Est-ce qu'on peut fixer un call de 30 minutes jeudi ?")).toBe(true);
    expect(fr.isSpecificAsk('Commandez vos dix premiers sacs cette semaine.')).toBe(true);
    expect(fr.isSpecificAsk('Si vous êtes intéressé, n’hésitez pas à revenir vers nous quand vous voulez.')).toBe(false);
    expect(fr.isSpecificAsk('On pourrait en parler un de ces jours.')).toBe(false);
    expect(fr.isSpecificAsk('si jamais ça vous intéresse on peut rester en contact un jour')).toBe(false);
  });

  it('finds the request in a chunk of recognised speech', () => {
    const chunk = "aucun franc perdu est ce qu'on peut inscrire votre groupe ce samedi";
    expect(fr.beforeAsk?.(chunk)).toBe('aucun franc perdu');
    expect(fr.askPart?.(chunk)).toBe("est ce qu'on peut inscrire votre groupe ce samedi");
    expect(fr.isBackReference?.('Ça vous va ?')).toBe(true);
    expect(fr.isBackReference?.('Ça vous va si je passe samedi ?')).toBe(false);
  });
});

describe('French numbers, prices, time', () => {
  it('reads numbers', () => {
    expect(fr.hasNumber('trois cents éleveurs')).toBe(true);
    expect(fr.hasNumber('un poulet sur dix')).toBe(true);
    expect(fr.hasNumber('la moitié des boutiques')).toBe(true);
    expect(fr.hasNumber('une cinquantaine de clientes')).toBe(true);
    expect(fr.hasNumber('75 boutiques')).toBe(true);
    expect(fr.hasNumber('une boutique de quartier')).toBe(false);
    expect(fr.hasNumber('un téléphone et une caisse')).toBe(false);
  });

  it('reads prices', () => {
    expect(fr.isPrice("L'abonnement coûte 2 000 francs par mois.")).toBe(true);
    expect(fr.isPrice('2500 francs le plat')).toBe(true);
    expect(fr.isPrice('Un nettoyage coûte 450 euros par mois.')).toBe(true);
    expect(fr.isPrice('Nous livrons 260 boutiques.')).toBe(false);
  });

  it('reads days and times', () => {
    expect(fr.hasTime('ce samedi')).toBe(true);
    expect(fr.hasTime('la semaine prochaine')).toBe(true);
    expect(fr.hasTime("aujourd'hui")).toBe(true);
    expect(fr.hasTime('avant la rentrée du 2 septembre')).toBe(true);
    expect(fr.hasTime('nos livreurs du quartier')).toBe(false);
  });
});

describe('French product name', () => {
  it('finds a name after a cue, as a subject, or in CamelCase', () => {
    expect(fr.findProductName(['Je suis le cofondateur de ComptaFacile.', 'Nous sommes à Abidjan.'])).toBe('ComptaFacile');
    expect(fr.findProductName(['Sugu Express livre votre stock le lendemain.'])).toBe('Sugu Express');
    expect(fr.findProductName(['Avec 75 boutiques à Pikine, JàppStock marche.', 'Envoyez le lien sur WhatsApp.'])).toBe('JàppStock');
    expect(fr.findProductName(["MotoCover, c'est une assurance pour les conducteurs."])).toBe('MotoCover');
  });

  it('does not take a place or a brand for the product', () => {
    expect(fr.findProductName(['Les boutiques de Dakar ferment.', 'À Dakar, le courant coupe.', 'On paie sur WhatsApp et Wave.'])).toBeUndefined();
  });

  it('finds a name said without capitals', () => {
    expect(fr.findProductName(['la récolte meurt sunupompe est une pompe solaire que le maraîcher paie par mois'])).toBe('sunupompe');
    expect(fr.findProductName(["on a une appli qui s'appelle likelemba pour les tontines"])).toBe('likelemba');
    expect(fr.findProductName(['le traiteur livre froid et en retard'])).toBeUndefined();
  });
});

describe('French lines to say', () => {
  const PLACEHOLDER = /\{|\}|\[|\]|undefined|null|XXX|\.\.\./;
  const inputs = [
    {
      text: "Chaque mois, une boutique de quartier à Dakar jette 40 000 francs de marchandises périmées. JàppStock est une application qui lit vos ventes. Avec 75 boutiques, on a réduit les pertes de moitié. Est-ce que je peux inscrire votre boutique aujourd'hui ?",
      productName: 'JàppStock',
    },
    {
      text: 'combien votre boutique perd elle quand eneo coupe le courant soleilplus installe un kit solaire nous avons équipé 120 boutiques si vous êtes intéressé revenez vers nous',
      productName: 'soleilplus',
    },
    {
      text: "Un accident de moto à Abidjan, c'est trois mois sans revenu. MotoCover, c'est une assurance à 500 francs par semaine. Est-ce qu'on peut inscrire vos 30 conducteurs samedi ? Après, on va faire le follow-up.",
      productName: 'MotoCover',
    },
    {
      text: "Normalement, à la rentrée, les parents à Lomé ont du mal à payer la scolarité. EcoloPrêt essaie de prêter l'argent des frais de scolarité. On pourrait en parler un de ces jours.",
      productName: 'EcoloPrêt',
    },
  ];

  it.each(inputs)('writes new lines for "$productName", never the speaker’s words back', (input) => {
    const lines = fr.lines(input);
    const said = Object.values(lines).filter((line): line is string => typeof line === 'string');
    expect(said.length).toBeGreaterThanOrEqual(3);
    for (const line of said) {
      expect(line).not.toMatch(PLACEHOLDER);
      expect(sharesRun(line, input.text, 5)).toBe(false);
    }
    expect(lines.opening).toContain(input.productName);
    expect(lines.opening).toMatch(/\u00a0\?/);
    expect(lines.ask).toMatch(/lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|aujourd'hui|semaine|maintenant|ce soir/);
  });

  it('fits the ask to what is sold', () => {
    expect(fr.lines(inputs[2]).ask).toMatch(/couverts?/);
    expect(fr.lines(inputs[3]).ask).toMatch(/demande/);
    expect(fr.lines(inputs[1]).ask).toMatch(/installer/);
  });

  it('returns no hollow line when the facts are missing', () => {
    const lines = fr.lines({ text: "Bonjour, je m'appelle Moussa. Je suis content d'être ici." });
    expect(lines.opening).toBeUndefined();
    expect(lines.problem).toBeUndefined();
    expect(lines.solution).toBeUndefined();
    expect(lines.ask).toBeUndefined();
    expect(lines.proof).toMatch(/numéro/);
    expect(lines.proof).not.toMatch(PLACEHOLDER);
  });

  it('tells a run of five words the speaker said', () => {
    expect(sharesRun('Est-ce que je peux inscrire votre boutique demain', "est-ce que je peux inscrire votre boutique aujourd'hui")).toBe(true);
    expect(sharesRun('Je vous propose une visite mardi', 'est-ce que je peux passer mardi')).toBe(false);
  });
});

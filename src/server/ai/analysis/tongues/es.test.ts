import { describe, expect, it } from 'vitest';
import { echoesSpeaker } from './es-lines.ts';
import { SPANISH as es } from './es.ts';

// Sentences as Latin American sellers say them, typed and as a recogniser returns them (lower
// case, no punctuation, digits), with the Spanglish of the street.

describe('Spanish fillers', () => {
  it('counts the tics as said, most of all eh, este, o sea and the ¿no? tag', () => {
    const { count, labels } = es.countFillers('Eh, bueno, este… nosotros tenemos una app que se llama CitaBella, ¿no?', true);
    expect(count).toBe(4);
    expect(labels).toEqual(expect.arrayContaining(['eh', 'bueno', 'este', '¿no?']));
    expect(es.countFillers('O sea, las dueñas pierden clientas, tipo, un montón.', true).labels).toEqual(['o sea', 'tipo']);
    expect(es.countFillers('Básicamente, digamos que es una app, ¿me explico?', true).count).toBe(3);
  });

  it('leaves the demonstrative "este", the adjective "bueno" and the logical "entonces" alone', () => {
    expect(es.countFillers('Este producto es bueno y este año vendimos más.', true).count).toBe(0);
    expect(es.countFillers('Este es nuestro mejor kit.', true).count).toBe(0);
    expect(es.countFillers('El feedback es súper bueno, y el precio es bueno, también.', true).count).toBe(0);
    expect(es.countFillers('El turista no sabe qué hacer, entonces se va con otro guía.', true).count).toBe(0);
    expect(es.countFillers('Depende del tipo de cliente y de todo tipo de negocio.', true).count).toBe(0);
    expect(es.countFillers('Le voy a decir la verdad sobre el precio.', true).count).toBe(0);
  });

  it('counts "bueno", "pues" and "entonces" opening a sentence only where a sentence starts', () => {
    expect(es.countFillers('Bueno, le cuento lo que hacemos.', true).labels).toEqual(['bueno']);
    expect(es.countFillers('Bueno, le cuento lo que hacemos.', false).count).toBe(0);
    expect(es.countFillers('Pues mire, nosotros vendemos abono.', true).labels).toEqual(['pues']);
    expect(es.countFillers('Entonces, eh, la app contesta sola.', true).labels).toEqual(expect.arrayContaining(['entonces', 'eh']));
    expect(es.countFillers('Entonces, eh, la app contesta sola.', true).count).toBe(2);
    expect(es.countFillers('Buenos días, les cuento.', true).count).toBe(0);
  });

  it('hears the regions: Peru\'s "pe" closing a phrase, Colombia\'s "de pronto" as a maybe', () => {
    expect(es.countFillers('Ya pe, le cuento, claro pe.', true).labels).toEqual(['pe', 'pe']);
    expect(es.countFillers('Vendemos pepinos en Lima.', true).count).toBe(0);
    expect(es.countHedges('De pronto le interesa una prueba.')).toBe(1);
    expect(es.countHedges('De pronto llegó la lluvia y se perdió la cosecha.')).toBe(0);
  });

  it('reads recognised speech without commas or accents', () => {
    const { labels } = es.countFillers('eh este nosotros tenemos o sea una app basicamente para salones', true);
    expect(labels).toEqual(expect.arrayContaining(['eh', 'este', 'o sea', 'básicamente']));
    expect(es.countFillers('este año instalamos 1300 kits', true).count).toBe(0);
  });

  it('starts with a filler only when the first sound is one', () => {
    expect(es.startsWithFiller('Eh, bueno, tenemos una app.')).toBe(true);
    expect(es.startsWithFiller('Este… nosotros vendemos pan.')).toBe(true);
    expect(es.startsWithFiller('o sea lo que hacemos es')).toBe(true);
    expect(es.startsWithFiller('Este producto cambia su fonda.')).toBe(false);
    expect(es.startsWithFiller('¿Sabe cuánto tira a la basura una fonda?')).toBe(false);
  });
});

describe('Spanish hedges', () => {
  it('counts the softeners that shrink a claim, and names them as said', () => {
    const sentence = 'Creo que tal vez nuestro producto podría ayudar un poco, más o menos, ojalá.';
    expect(es.countHedges(sentence)).toBe(5);
    expect(es.hedgeWords('creo que sí, creo que no, a lo mejor, tal vez', 2)).toEqual(['creo que', 'a lo mejor']);
    expect(es.countHedges('Tratamos de ayudar a las familias.')).toBe(1);
    expect(es.countHedges('Espero que le guste; como que funciona.')).toBe(2);
  });

  it('does not count a plain statement or "se trata de"', () => {
    expect(es.countHedges('Instalamos 1,300 kits y el 90 por ciento paga a tiempo.')).toBe(0);
    expect(es.countHedges('Se trata de vender más pan.')).toBe(0);
  });
});

describe('Spanish sentences said cleanly', () => {
  it('takes fillers and hedges out and keeps the grammar', () => {
    expect(es.cleanSentence('Bueno, creo que tal vez nuestro producto podría ayudar un poco a los agricultores.')).toBe(
      'Nuestro producto ayuda a los agricultores.',
    );
    expect(es.cleanSentence('Tenemos como que unos treinta agricultores probándolo.')).toBe('Tenemos unos treinta agricultores probándolo.');
    expect(es.cleanSentence('Tratamos de ayudar a las familias de Chiclayo.')).toBe('Ayudamos a las familias de Chiclayo.');
    expect(es.cleanSentence('Eh, ¿le parece si el martes paso por su salón?')).toBe('¿Le parece si el martes paso por su salón?');
    expect(es.cleanSentence('Tenemos 60 salones y el feedback es súper bueno, o sea, bajaron las faltas.')).toBe(
      'Tenemos 60 salones y el feedback es súper bueno, bajaron las faltas.',
    );
    expect(es.cleanSentence('Eh, bueno, este… nosotros tenemos una app que se llama CitaBella, ¿no?')).toBe('Nosotros tenemos una app que se llama CitaBella.');
  });

  it('keeps a try it cannot say as a deed correctly ("intentamos encontrar" is fine, "intenta encontrar" is not "encontra")', () => {
    expect(es.cleanSentence('Intentamos encontrar clientes.')).toBe('Encontramos clientes.');
    expect(es.cleanSentence('La app intenta encontrar el error.')).toBe('La app intenta encontrar el error.');
  });

  it('tells a fragment from a sentence', () => {
    expect(es.isFragment('Y también los domingos.')).toBe(true);
    expect(es.isFragment('Vendemos pan caliente a las.')).toBe(true);
    expect(es.isFragment('Tenemos unos treinta agricultores probándolo y están.')).toBe(true);
    expect(es.isFragment('Vendemos pan caliente antes de las siete.')).toBe(false);
  });
});

describe('Spanish syllables', () => {
  const cases: [string, number][] = [
    ['mototaxista', 5],
    ['cuidado', 3],
    ['país', 2],
    ['día', 2],
    ['leer', 2],
    ['bueno', 2],
    ['quince', 2],
    ['guerra', 2],
    ['pingüino', 3],
    ['aeropuerto', 5],
    ['hoy', 1],
    ['muy', 1],
    ['mayo', 2],
    ['ciudad', 2],
    ['Oaxaca', 4],
    ['construir', 2],
    ['y', 1],
  ];
  for (const [word, syllables] of cases) it(`counts ${syllables} in "${word}"`, () => expect(es.countSyllables(word)).toBe(syllables));

  it('counts a sentence and its digits', () => {
    // Sa-be cuán-to ti-ra a la ba-su-ra u-na fon-da: 15 syllables.
    expect(es.countSyllables('¿Sabe cuánto tira a la basura una fonda?')).toBe(15);
    expect(es.countSyllables('45 fondas')).toBeGreaterThan(es.countSyllables('fondas'));
  });
});

describe('Spanish clause joiners', () => {
  it('hears a run-on chained with "y", "que" and "porque", not "tiene que" or "más que"', () => {
    const count = (text: string) => text.match(es.clauseJoiners)?.length ?? 0;
    expect(count('somos un taller y hacemos uniformes y sabemos que a los colegios les importa porque las clases empiezan')).toBe(4);
    expect(count('usted tiene que pagar más que antes')).toBe(0);
  });
});

describe('Spanish structure', () => {
  it('hooks with a question, a number, a bold claim or a short concrete pain first', () => {
    expect(es.isHook('¿Sabe cuánto tira a la basura una fonda cada semana?', true)).toBe(true);
    expect(es.isHook('cuánto le cobran las apps de delivery por cada pedido', true)).toBe(true);
    expect(es.isHook('En Lima, solo uno de cada diez mototaxistas tiene seguro.', true)).toBe(true);
    expect(es.isHook('Imagínese llegar a una oficina impecable sin mover un dedo.', true)).toBe(true);
    expect(es.isHook('Los tambos de Rivera pierden leche todo el verano.', true)).toBe(true);
    expect(es.isHook('Los tambos de Rivera pierden leche todo el verano.', false)).toBe(false);
  });

  it('never hooks with a hedge, a greeting, a biography, an insult, a tag or a 31-word story', () => {
    expect(es.isHook('Creo que tal vez podemos ayudar a 30 agricultores.', true)).toBe(false);
    expect(es.isHook('Buenos días, mi nombre es Rocío y tengo 3 panaderías.', true)).toBe(false);
    expect(es.isHook('Nací en Huancayo en 1985.', true)).toBe(false);
    expect(es.isHook('La mayoría de ustedes no tiene ni idea de cuánto gana un tendero.', true)).toBe(false);
    expect(es.isHook('Nosotros tenemos una app que se llama CitaBella, ¿no?', true)).toBe(false);
    expect(es.isHook('Somos un taller de Itagüí y llevamos quince años haciendo uniformes.', true)).toBe(false);
    const story = `${'hacemos uniformes para colegios '.repeat(7)}y cuesta 5 pesos`;
    expect(es.isHook(story, true)).toBe(false);
  });

  it('finds the real opening word after a greeting', () => {
    expect(es.hookStart.test('cuánto')).toBe(true);
    expect(es.hookStart.test('imagínese')).toBe(true);
    expect(es.hookStart.test('producto')).toBe(false);
  });

  it('tells greetings, biographies and rudeness', () => {
    expect(es.isGreeting('Hola, soy Teodoro.')).toBe(true);
    expect(es.isGreeting('buenas tardes yo soy wilmer')).toBe(true);
    expect(es.isGreeting('Soy Teodoro y vendo filtros.')).toBe(true);
    expect(es.isGreeting('Soy de Lima y vendo filtros.')).toBe(false);
    expect(es.isGreeting('¿Sabe cuánto pierde su tienda?')).toBe(false);
    expect(es.isBiography('Mi papá era comerciante en la feria dominical.')).toBe(true);
    expect(es.isBiography('Hace dos años regresé; estudié administración en Lima.')).toBe(true);
    expect(es.isBiography('Entregamos pan caliente antes de las siete.')).toBe(false);
    expect(es.isRude('Si no ven la oportunidad, francamente no deberían estar invirtiendo.')).toBe(true);
    expect(es.isRude('sinceramente la mayoría de los inversionistas en esta sala no tiene idea')).toBe(true);
    expect(es.isRude('Con todo respeto, le propongo una prueba.')).toBe(false);
  });

  it('names a pain, not a result', () => {
    expect(es.isProblem('Los productores pierden parte de la cosecha por plagas.')).toBe(true);
    expect(es.isProblem('Un tendero hace fila medio día en el mayorista.')).toBe(true);
    expect(es.isProblem('La factura de luz subió 40 por ciento en dos años.')).toBe(true);
    expect(es.isProblem('¿Cuánto le cobran las apps por cada pedido?')).toBe(true);
    expect(es.isProblem('¿Cuántas veces se le ha descompuesto la moto este mes?')).toBe(true);
    expect(es.isProblem('En Chimaltenango el cobro de piso y la extorsión cierran tiendas.')).toBe(true);
    expect(es.isProblem('BrilloCaribe limpia oficinas después del horario.')).toBe(false);
    expect(es.isProblem('45 fondas redujeron la merma a la mitad.')).toBe(false);
    expect(es.isProblem('Vendemos a las seis de la tarde.')).toBe(false);
  });

  it('names the offer, with or without a cue word', () => {
    expect(es.isSolution('Surtidito es una app que lee sus ventas del día.')).toBe(true);
    expect(es.isSolution('Nosotros horneamos en la madrugada y entregamos pan caliente.')).toBe(true);
    expect(es.isSolution('Vendo filtros de agua en Malabo.')).toBe(true);
    expect(es.isSolution('TallerExpress repara el carro el mismo día.')).toBe(true);
    expect(es.isSolution('con repartoya su restaurante hace el delivery con nuestros repartidores')).toBe(true);
    expect(es.isSolution('Mi papá era comerciante y mi mamá vendía queso.')).toBe(false);
    expect(es.isSolution('Ella tiene un problema con la luz.')).toBe(false);
  });

  it('takes customers, results and percentages for proof, not talk, times or prices', () => {
    expect(es.isProof('En Iztapalapa, 45 fondas la usan desde marzo.')).toBe(true);
    expect(es.isProof('ya tenemos 2400 mototaxistas asegurados')).toBe(true);
    expect(es.isProof('Su factura bajó en promedio 55 por ciento.')).toBe(true);
    expect(es.isProof('Doña Lupe ahorra 3,500 pesos al mes.')).toBe(true);
    expect(es.isProof('Doscientos caficultores nos compran cada año.')).toBe(true);
    expect(es.isProof('He conversado con cientos de comerciantes.')).toBe(false);
    expect(es.isProof('Entregamos en 24 horas, todos los días.')).toBe(false);
    expect(es.isProof('No cobramos domicilio en pedidos de más de 300 mil pesos.')).toBe(false);
  });

  it('tells the speaker’s own proof from a market statistic', () => {
    expect(es.isOwnClaim('Ya instalamos 1,300 kits en Cobán.')).toBe(true);
    expect(es.isOwnClaim('Nuestros clientes ahorran 20 por ciento.')).toBe(true);
    expect(es.isOwnClaim('Tres de cada diez familias en Monterrey no completan la colegiatura.')).toBe(false);
  });

  it('hears a strong ask anywhere, and closing forms and commands only near the end', () => {
    expect(es.isAsk('¿Le instalo Surtidito hoy en su celular?', false)).toBe(true);
    expect(es.isAsk('¿Le parece si el martes paso por su salón?', false)).toBe(true);
    expect(es.isAsk('Estamos levantando 2 millones de dólares.', false)).toBe(true);
    expect(es.isAsk('¿Qué tal si el viernes le hago la demo?', false)).toBe(true);
    expect(es.isAsk('Si le interesa, me avisa y conversamos.', false)).toBe(false);
    expect(es.isAsk('Si le interesa, me avisa y conversamos.', true)).toBe(true);
    expect(es.isAsk('Pida sus primeras quinientas plantas esta semana.', true)).toBe(true);
    expect(es.isAsk('Le mandamos un follow-up cada semana.', true)).toBe(true);
    expect(es.isAsk('Queremos que ningún taxista pierda un día de trabajo.', true)).toBe(false);
    expect(es.isAsk('Nueve de cada diez familias pagan sus cuotas a tiempo.', true)).toBe(false);
    expect(es.isAsk('Es importante que el cliente pida a tiempo.', true)).toBe(false);
    // Spanglish and Mexican Spanish: "¿le hago el delivery?", "¿le checo su techo ahorita?".
    expect(es.isAsk('¿Le hago el delivery el sábado?', false)).toBe(true);
    expect(es.isAsk('¿Le checo su techo ahorita?', false)).toBe(true);
    expect(es.isSpecificAsk('¿Le checo su techo ahorita?')).toBe(true);
  });

  it('calls an ask specific when it names a day, a time or a number, and not when the when is left open', () => {
    expect(es.isSpecificAsk('¿Le parece si el jueves a las diez visitamos su colegio?')).toBe(true);
    expect(es.isSpecificAsk('le activo la cuenta hoy')).toBe(true);
    expect(es.isSpecificAsk('¿Me da 20 minutos la próxima semana?')).toBe(true);
    expect(es.isSpecificAsk('Si en algún momento le interesa, me avisa y conversamos.')).toBe(false);
    expect(es.isSpecificAsk('Si quizás le interesa, podríamos conversar la próxima semana.')).toBe(false);
    expect(es.isSpecificAsk('Le dejo mi tarjeta y cuando tenga chance me manda un mensaje.')).toBe(false);
    expect(es.isSpecificAsk('Quisiera pedirles que se asocien con nosotros.')).toBe(false);
  });

  it('reads a price said as a number, numbers and times', () => {
    expect(es.isPrice('Cuesta 199 pesos al mes.')).toBe(true);
    expect(es.isPrice('se paga con 3 soles al día por yape')).toBe(true);
    expect(es.isPrice('Cobramos una cuota fija de 150 mil francos.')).toBe(true);
    expect(es.isPrice('Una familia gasta hasta 150 quetzales al mes en velas.')).toBe(false);
    expect(es.isPrice('Es muy barato.')).toBe(false);
    expect(es.hasNumber('tenemos 60 salones')).toBe(true);
    expect(es.hasNumber('doscientos caficultores')).toBe(true);
    expect(es.hasNumber('uno de cada diez')).toBe(true);
    expect(es.hasNumber('un servicio para una familia')).toBe(false);
    expect(es.hasTime('el miércoles por la mañana')).toBe(true);
    expect(es.hasTime('la proxima semana')).toBe(true);
    expect(es.hasTime('cuando usted quiera')).toBe(false);
  });

  it('finds the product’s name from a cue, CamelCase or repetition, not a place', () => {
    expect(es.findProductName(['Eh, tenemos una app que se llama CitaBella, ¿no?'])).toBe('CitaBella');
    expect(es.findProductName(['Surtidito es una app para fondas.', 'Cuesta 199 pesos.'])).toBe('Surtidito');
    expect(es.findProductName(['Hoy cuidamos 35 hoteles con GeneBata.'])).toBe('GeneBata');
    expect(es.findProductName(['Nací en Huancayo.', 'Regresé a Huancayo.', 'Huancayo es un gran lugar.'])).toBeUndefined();
    expect(es.findProductName(['tenemos una app que se llama citabella para salones'])).toBe('citabella');
    expect(es.findProductName(['los productores pierden la cosecha agrovida es un abono orgánico'])).toBe('agrovida');
    expect(es.findProductName(['vendemos pan caliente a las cafeterías'])).toBeUndefined();
  });
});

describe('Spanish lines to say', () => {
  const pitches = [
    '¿Sabe cuánto tira a la basura una fonda de la Ciudad de México cada semana? La merma llega a 1,800 pesos. Surtidito es una app que le dice qué comprar. ¿Le instalo Surtidito hoy?',
    'un tendero en bogotá pierde un día haciendo fila en el mayorista tenderoya es un servicio de surtido hagamos su primer pedido este jueves',
    'En Lima, cuando un mototaxista choca, pierde la moto. MotoSegura es un seguro que se paga con 3 soles al día. Si le interesa, me avisa.',
    'Los caficultores de Huehuetenango pierden la cosecha por la roya. CaféSano vende plantas resistentes. Pida sus plantas esta semana.',
  ];
  const placeholder = /\[|\]|\{|\}|undefined|null|XX|___/;

  it('writes every line in new words: no placeholder and no run of five of the speaker’s words', () => {
    for (const text of pitches) {
      const lines = es.lines({ text, productName: es.findProductName([text]) });
      for (const line of Object.values(lines).filter((l): l is string => typeof l === 'string')) {
        expect({ line, placeholder: placeholder.test(line) }).toEqual({ line, placeholder: false });
        expect({ line, echo: echoesSpeaker(line, text) }).toEqual({ line, echo: false });
      }
      expect(lines.proof).toMatch(/^No me crea a mí|^Pregúnteles/);
    }
  });

  it('uses the product’s name, asks a question about the buyer’s money, and fits what is sold', () => {
    const fonda = es.lines({ text: pitches[0], productName: 'Surtidito' });
    expect(fonda.opening).toMatch(/^¿Cuánto dinero pierde su fonda cada mes por .+\? Con Surtidito, /);
    expect(fonda.ask).toMatch(/Surtidito/);
    expect(es.lines({ text: pitches[1], productName: 'tenderoya' }).ask).toMatch(/pedido .*jueves/);
    expect(es.lines({ text: pitches[2], productName: 'MotoSegura' }).ask).toMatch(/inscripción hoy/);
    expect(es.lines({ text: pitches[3], productName: 'CaféSano' }).ask).toMatch(/^¿Puedo visitar su finca el martes/);
  });

  it('leaves a line out rather than write a hollow one when the facts are missing', () => {
    const lines = es.lines({ text: 'Mi nombre es Julio Quispe y nací en Huancayo. Quisiera pedirles que se asocien con nosotros.' });
    expect(lines.opening).toBeUndefined();
    expect(lines.problem).toBeUndefined();
    expect(lines.solution).toBeUndefined();
    expect(lines.proof).toContain('tres clientes');
  });

  it('says "usted" to the prospect', () => {
    const lines = es.lines({ text: pitches[0], productName: 'Surtidito' });
    for (const line of [lines.opening, lines.ask, lines.problem, lines.solution, lines.proof])
      expect(line ?? '').not.toMatch(/(?<![\p{L}])(?:tú|tienes|quieres|puedes)(?![\p{L}])/u);
  });
});

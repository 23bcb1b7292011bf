import { describe, expect, it } from 'vitest';

import { PORTUGUESE as pt, sharesRun } from './pt.ts';

const fillers = (sentence: string, atStart = true) => pt.countFillers(sentence, atStart);

describe('Portuguese fillers', () => {
  it('counts hesitations and tags as said', () => {
    expect(fillers('É... a gente faz isso, né?').labels).toEqual(['é…', 'né']);
    expect(fillers('Hum, ahn, a entrega chega amanhã.').labels).toEqual(['hum', 'ahn']);
    expect(fillers('Basicamente, na verdade, a gente cobra pouco, ok?').count).toBe(3);
    expect(fillers('A gente entrega amanhã, tá? Percebe?').labels).toEqual(['tá?', 'tá?']);
    expect(fillers('O pão tá quente.').count).toBe(0);
  });

  it('never counts the article "um" nor the verb "é" as a hesitation', () => {
    expect(fillers('Um cliente é um cliente.').count).toBe(0);
    expect(fillers('o preço é 30 reais por um saco').count).toBe(0);
  });

  it('counts "tipo" as "like", not as a noun', () => {
    expect(fillers('A gente é uma, tipo, oficina de costura.').labels).toEqual(['tipo']);
    expect(fillers('a gente é uma tipo oficina').labels).toEqual(['tipo']);
    expect(fillers('Esse tipo de cliente paga em dia.').count).toBe(0);
    expect(fillers('Qual tipo de seguro você tem?').count).toBe(0);
    expect(fillers('É um tipo novo de filtro.').count).toBe(0);
  });

  it('counts a sentence-opening "então" only as a run-up, not as a conclusion', () => {
    expect(fillers('Então, é... a gente é uma oficina.').labels).toEqual(['então', 'é…']);
    expect(fillers('Então, tipo, o negócio é assim.').labels).toEqual(['então', 'tipo']);
    expect(fillers('Então, eu acho que funciona.').labels).toContain('então');
    expect(fillers('Então, o preço é 30 reais.').count).toBe(0);
    expect(fillers('Então a gente faz o uniforme aqui mesmo.').count).toBe(0);
    expect(fillers('Se não veem isso, então não deviam investir.').count).toBe(0);
    expect(fillers('Desde então nenhum cliente perdeu stock.').count).toBe(0);
    // Only where a sentence starts: a chunk cut mid-sentence has no "opening".
    expect(fillers('Então, é... a gente é uma oficina.', false).labels).toEqual(['é…']);
  });

  it('counts "aí" opening a step of a story, not the place', () => {
    expect(fillers('Aí o cliente chega e pede.').labels).toEqual(['aí']);
    expect(fillers('e aí a gente entrega').labels).toEqual(['aí']);
    expect(fillers('em salvador aí assim as escolas compram').labels).toEqual(['aí', 'assim']);
    expect(fillers('O problema está aí.').count).toBe(0);
    expect(fillers('Tem muita loja por aí.').count).toBe(0);
  });

  it('counts "assim," and "sabe?" only in their filler use', () => {
    expect(fillers('Assim, a gente entrega rápido.').labels).toEqual(['assim']);
    expect(fillers('É assim que funciona.').count).toBe(0);
    expect(fillers('Chega em três dias, sabe?').labels).toEqual(['sabe?']);
    expect(fillers('a verdura chega murcha sabe a gente tem uma horta').labels).toEqual(['sabe?']);
    expect(fillers('O cliente sabe o preço.').count).toBe(0);
    expect(fillers('Você sabe quanto perde por mês?').count).toBe(0);
  });

  it('counts "pronto", "ok" and Portuñol "bueno" only as fillers', () => {
    expect(fillers('Pronto, a gente entrega amanhã.').labels).toEqual(['pronto']);
    expect(fillers('O pão está pronto às seis.').count).toBe(0);
    expect(fillers('Com a papelada pronta para a aduana.').count).toBe(0);
    expect(fillers('Está ok para você?').count).toBe(0);
    expect(fillers('Então, bueno, posso deixar uma caixa?').labels).toEqual(['então', 'bueno']);
    expect(fillers('O que quer dizer que entregamos em três dias.').count).toBe(0);
  });

  it('counts the run-up "é o seguinte" but not the phrase in a sentence', () => {
    expect(fillers('então gente é o seguinte né a gente tem uma marmitaria').labels).toEqual(['então', 'né', 'é o seguinte']);
    expect(fillers('O preço é o seguinte: 30 reais.', false).count).toBe(0);
  });

  it('tells a sentence that opens on a filler', () => {
    expect(pt.startsWithFiller('Então, é... a gente vende gás.')).toBe(true);
    expect(pt.startsWithFiller('Né, a gente entrega.')).toBe(true);
    expect(pt.startsWithFiller('Então, o preço é 30 reais.')).toBe(false);
    expect(pt.startsWithFiller('Quanto a sua loja perde por mês?')).toBe(false);
  });
});

describe('Portuguese hedges', () => {
  it('counts each softener once, as said', () => {
    expect(pt.countHedges('Eu acho que talvez o nosso serviço possa ajudar um pouco.')).toBe(3);
    expect(pt.hedgeWords('Acho que sim. Talvez amanhã, talvez sexta. Se calhar.')).toEqual(['talvez', 'acho que', 'se calhar']);
    expect(pt.countHedges('A gente tenta entregar cedo.')).toBe(1);
    expect(pt.countHedges('De repente a gente marca uma visita.')).toBe(1);
  });

  it('leaves quantities and plain facts alone', () => {
    expect(pt.countHedges('Um pouco de arroz custa 20 reais.')).toBe(0);
    expect(pt.countHedges('Entregamos em três dias.')).toBe(0);
    expect(pt.countHedges('De repente a luz foi abaixo.')).toBe(0);
  });
});

describe('Portuguese clean sentences', () => {
  it('takes fillers and hedges out and keeps the grammar', () => {
    expect(pt.cleanSentence('Eu acho que talvez o nosso serviço possa ajudar um pouco as famílias.')).toBe('O nosso serviço pode ajudar as famílias.');
    expect(pt.cleanSentence('A PropinaJá tenta adiantar o dinheiro das propinas.')).toBe('A PropinaJá adianta o dinheiro das propinas.');
    expect(pt.cleanSentence('Nós estamos a tentar vender mais barato.')).toBe('Nós vendemos mais barato.');
    expect(pt.cleanSentence('Espero que possamos crescer para o Lobito.')).toBe('Podemos crescer para o Lobito.');
  });

  it('turns a tagged statement back into a statement', () => {
    expect(pt.cleanSentence('Então, é... a gente é uma, tipo, oficina de costura aqui em Salvador, né?')).toBe(
      'A gente é uma oficina de costura aqui em Salvador.',
    );
    expect(pt.cleanSentence('Aí, assim, as escolas, né, elas compram de fora, sabe?')).toBe('As escolas elas compram de fora.');
  });

  it('tells a fragment from a sentence', () => {
    expect(pt.isFragment('E a gente entrega amanhã.')).toBe(true);
    expect(pt.isFragment('A gente entrega para a.')).toBe(true);
    expect(pt.isFragment('Em Luanda, a luz vai abaixo todos os dias.')).toBe(false);
  });
});

describe('Portuguese syllables', () => {
  it.each([
    ['casa', 2],
    ['dia', 2],
    ['farmácia', 4],
    ['pessoa', 3],
    ['saúde', 3],
    ['país', 2],
    ['água', 2],
    ['quando', 2],
    ['aqui', 2],
    ['mãe', 1],
    ['são', 1],
    ['põe', 1],
    ['área', 3],
    ['voo', 2],
    ['queijo', 2],
    ['guerra', 2],
  ])('%s has %i', (word, syllables) => {
    expect(pt.countSyllables(word)).toBe(syllables);
  });

  it('counts digits as spoken words', () => {
    expect(pt.countSyllables('custa 30 reais')).toBe(pt.countSyllables('custa reais') + 4);
  });

  it('chains clauses with its joiners', () => {
    expect('uma empresa que vende e entrega porque o cliente quer'.match(pt.clauseJoiners)?.length).toBe(3);
    expect('o tempo da entrega'.match(pt.clauseJoiners)).toBeNull();
  });
});

describe('Portuguese structure', () => {
  it('hooks with a question, a number or a bold claim', () => {
    expect(pt.isHook('Quem nunca ficou sem gás no meio do almoço?', true)).toBe(true);
    expect(pt.isHook('Em Maputo, um acidente de mota pode custar três meses de trabalho.', true)).toBe(true);
    expect(pt.isHook('Metade dos salões perde clientes por semana com no-show.', true)).toBe(true);
    expect(pt.isHook('Os mercadinhos de bairro jogam fora produto vencido.', true)).toBe(true);
  });

  it('never hooks with a greeting, a biography, doubt, rudeness, fillers or a tag question', () => {
    expect(pt.isHook('Bom dia, sou o Domingos e vendo 20 sacos.', true)).toBe(false);
    expect(pt.isHook('Meu nome é Raimundo, nasci em Manaus em 1990.', true)).toBe(false);
    expect(pt.isHook('Eu acho que talvez 40 famílias gostem.', true)).toBe(false);
    expect(pt.isHook('Sinceramente, a maioria dos investidores nesta sala não percebe nada de 2 mil lojas.', true)).toBe(false);
    expect(pt.isHook('Então, tipo, o negócio é assim, né: os mercados ficam a 500 quilômetros.', true)).toBe(false);
    expect(pt.isHook('A gente é uma oficina de costura aqui em Salvador, né?', true)).toBe(false);
    expect(pt.isHook('Nós vendemos sementes e adubo aos camponeses há mais de dez anos.', true)).toBe(false);
    expect(pt.isHook(`Quanto ${'muito '.repeat(30)}perde?`, true)).toBe(false);
  });

  it('opens after a short greeting with the words of a hook', () => {
    expect(pt.hookStart.test('quanto')).toBe(true);
    expect(pt.hookStart.test('bom')).toBe(false);
  });

  it('tells greetings and biographies', () => {
    expect(pt.isGreeting('Bom dia, sou o Domingos.')).toBe(true);
    expect(pt.isGreeting('Boa tarde a todos, o meu nome é Teresa.')).toBe(true);
    expect(pt.isGreeting('sou a dona da padaria')).toBe(false);
    expect(pt.isGreeting('Quanto a sua loja perde?')).toBe(false);
    expect(pt.isBiography('Meu pai era pescador e minha mãe vendia tacacá.')).toBe(true);
    expect(pt.isBiography('sou dona da Padaria Mãe Tchissola')).toBe(true);
    expect(pt.isBiography('A gente entrega em 30 minutos.')).toBe(false);
  });

  it('tells rudeness from a customer’s pain', () => {
    expect(pt.isRude('A maioria dos investidores nesta sala não percebe nada de comércio.')).toBe(true);
    expect(pt.isRude('Assinem o cheque ou vejam outro mais esperto fazê-lo.')).toBe(true);
    expect(pt.isRude('As zungueiras não sabem o que vendem.')).toBe(false);
    expect(pt.isRude('Quem não usa é porque não entende nada de negócio.')).toBe(true);
    expect(pt.isRude('Muitos lojistas não entendem as taxas da maquininha.')).toBe(false);
  });

  it('names a pain, not a result or a founder story', () => {
    expect(pt.isProblem('O dono compra de cabeça, e a cabeça esquece.')).toBe(true);
    expect(pt.isProblem('Quantos kwanzas a sua cantina perde cada vez que a luz vai abaixo?')).toBe(true);
    expect(pt.isProblem('a verdura chega murcha')).toBe(true);
    expect(pt.isProblem('Aprendi como os negócios crescem e como quebram.')).toBe(false);
    expect(pt.isProblem('O preço é um pouco mais baixo que o dos atravessadores.')).toBe(false);
    expect(pt.isProblem(pt.withoutResults!('48 mercadinhos cortaram a perda pela metade em seis semanas.'))).toBe(false);
  });

  it('tells the offer from the story', () => {
    expect(pt.isSolution('O EstoqueFácil é um aplicativo simples que lê as vendas.')).toBe(true);
    expect(pt.isSolution('Nós fazemos pão em duas fornadas.')).toBe(true);
    expect(pt.isSolution('A CajuSeco aluga secadores solares às cooperativas.')).toBe(true);
    expect(pt.isSolution('bom dia sou o domingos vendo sementes de milho no huambo')).toBe(true);
    expect(pt.isSolution('a propinajá tenta adiantar o dinheiro das propinas')).toBe(true);
    expect(pt.isSolution('Meu pai era pescador e minha mãe vendia tacacá na feira.')).toBe(false);
    expect(pt.isSolution('Estou vendo que o mercado cresce.')).toBe(false);
  });

  it('counts the speaker’s own results as proof, not a market statistic or a promise', () => {
    expect(pt.isProof('Já instalámos 130 kits no Cazenga e em Viana.')).toBe(true);
    expect(pt.isProof('Sessenta e dois salões usam o app hoje.')).toBe(true);
    expect(pt.isProof('A gente já leva carga pra 90 lojas em Foz.')).toBe(true);
    expect(pt.isProof('o no-show caiu de 18 para 6 por cento em dois meses')).toBe(true);
    expect(pt.isProof('já são, tipo, doze mercados que compram de nós')).toBe(true);
    expect(pt.isProof('Dona Lúcia hoje economiza 400 reais por mês.')).toBe(true);
    expect(pt.isProof('Quando há um acidente, nós pagamos em 48 horas.')).toBe(false);
    expect(pt.isProof('Metade dos salões de beleza em Campinas perde três clientes por semana.')).toBe(false);
    expect(pt.isProof('Trabalhamos com duas carrinhas.')).toBe(false);
    expect(pt.isProof('já atende 40 empresas no barreiro')).toBe(true);
    expect(pt.isOwnClaim('Limpamos 70 escritórios no Batel.')).toBe(true);
    expect(pt.isOwnClaim('Metade dos pais não consegue pagar.')).toBe(false);
  });

  it('reads strong asks anywhere and softer ones only near the end', () => {
    expect(pt.isAsk('Posso cadastrar o seu mercadinho hoje?', false)).toBe(true);
    expect(pt.isAsk('Posso inscrevê-lo hoje?', false)).toBe(true);
    expect(pt.isAsk('posso trazer lhe amanhã uma entrega', false)).toBe(true);
    expect(pt.isAsk('Estamos a levantar 500 mil dólares.', false)).toBe(true);
    expect(pt.isAsk('Se estiver interessado, entre em contacto connosco.', true)).toBe(true);
    expect(pt.isAsk('Se estiver interessado, entre em contacto connosco.', false)).toBe(false);
    expect(pt.isAsk('Comprem.', true)).toBe(true);
    expect(pt.isAsk('a gente pode fazer um call qualquer dia desses', true)).toBe(true);
    expect(pt.isAsk('A gente começou com uma moto e hoje tem quinze.', true)).toBe(false);
    expect(pt.isAsk('Posso instalar-lha hoje, com o primeiro mês oferecido?', false)).toBe(true);
    expect(pt.isAsk('Assina hoje e começa amanhã.', true)).toBe(true);
    expect(pt.isAsk('queria saber se vocês topam fazer um teste na semana que vem', true)).toBe(true);
  });

  it('tells a specific ask from a vague one', () => {
    expect(pt.isSpecificAsk('Posso passar na sua oficina na terça-feira às nove?')).toBe(true);
    expect(pt.isSpecificAsk('Posso trazer-lhe amanhã de manhã 50 pães?')).toBe(true);
    expect(pt.isSpecificAsk('Se estiver interessado, depois entre em contacto connosco.')).toBe(false);
    expect(pt.isSpecificAsk('A gente pode fazer um call qualquer dia desses.')).toBe(false);
    expect(pt.isSpecificAsk('Se tiver interesse, podíamos conversar um dia destes.')).toBe(false);
  });

  it('reads prices, numbers and times', () => {
    expect(pt.isPrice('Custa 39 reais por mês.')).toBe(true);
    expect(pt.isPrice('O kit paga-se em prestações de 15 mil kwanzas.')).toBe(true);
    expect(pt.isPrice('Custa pouco.')).toBe(false);
    expect(pt.isPrice('O MotoSeguro é um seguro pago ao dia: 25 meticais por dia.')).toBe(true);
    expect(pt.isPrice('Os camponeses gastam uns 4000 meticais por mês em gasóleo.')).toBe(false);
    expect(pt.isPrice('Os camponeses querem o preço, a entrega a tempo e a qualidade há dez anos.')).toBe(false);
    expect(pt.hasNumber('sessenta e dois salões')).toBe(true);
    expect(pt.hasNumber('metade das lojas')).toBe(true);
    expect(pt.hasNumber('um cliente')).toBe(false);
    expect(pt.hasTime('na quinta-feira')).toBe(true);
    expect(pt.hasTime('amanhã de manhã')).toBe(true);
    expect(pt.hasTime('na segunda')).toBe(true);
    expect(pt.hasTime('pela segunda vez')).toBe(false);
    expect(pt.hasTime('a quinta do meu avô')).toBe(false);
  });

  it('finds the product name said, typed or recognised', () => {
    expect(pt.findProductName(['O EstoqueFácil é um aplicativo simples.', 'Custa 39 reais.'])).toBe('EstoqueFácil');
    expect(pt.findProductName(['Manda tudo pelo WhatsApp.', 'O ZapVende responde na hora.'])).toBe('ZapVende');
    expect(pt.findProductName(['o aplicativo se chama caixinha e custa pouco'])).toBe('caixinha');
    expect(pt.findProductName(['o estoquefácil é um aplicativo simples que lê as vendas'])).toBe('estoquefácil');
    expect(pt.findProductName(['Meu nome é Raimundo, nasci em Manaus.', 'Acredito que Manaus pode crescer.'])).toBeUndefined();
    expect(pt.findProductName(['Se não veem que este é o maior business de Angola, não invistam.'])).toBeUndefined();
  });
});

describe('Portuguese lines to say', () => {
  const strong = {
    text: 'Todo mês, um mercadinho em Recife joga fora 900 reais de produto vencido. O EstoqueFácil é um aplicativo que lê as vendas e avisa o que repor. Posso cadastrar o seu mercadinho hoje?',
    productName: 'EstoqueFácil',
    problemSentence: 'Todo mês, um mercadinho em Recife joga fora 900 reais de produto vencido.',
  };

  it('writes every line in new words, with the product, without placeholders', () => {
    const said = pt.lines(strong);
    const all = [said.opening, said.ask, said.problem, said.solution, said.proof];
    for (const line of all) {
      expect(line).toBeDefined();
      expect(line).toContain('EstoqueFácil');
      expect(line).not.toMatch(/[{}[\]<>]|undefined|\bX\b/);
      expect(sharesRun(line!, strong.text)).toBe(false);
    }
    expect(said.opening).toMatch(/^Quanto .*\?/);
    expect(pt.hasTime(said.ask!)).toBe(true);
  });

  it('never hands the speaker’s own ask back', () => {
    const text =
      'Na Beira, as famílias gastam 300 meticais por semana em água de garrafa. O AquaBeira é um filtro de barro que limpa a água do poço. Posso deixar o AquaBeira em sua casa no sábado, para experimentar uma semana antes de pagar?';
    const said = pt.lines({ text, productName: 'AquaBeira' });
    expect(said.ask).toBeDefined();
    expect(sharesRun(said.ask!, text)).toBe(false);
  });

  it('speaks the European norm to a Mozambican or Angolan seller', () => {
    const text = 'Em Maputo, um acidente de mota custa meses de trabalho. O MotoSeguro é um seguro pago ao dia, 25 meticais, pelo telemóvel. Contacte-nos.';
    expect(pt.lines({ text, productName: 'MotoSeguro' }).proof).toMatch(/dou-lhe o contacto/);
    expect(pt.lines({ ...strong }).proof).toMatch(/eu passo o telefone/);
  });

  it('gives no hollow line when the facts are missing', () => {
    const said = pt.lines({ text: 'Meu nome é Raimundo, nasci em Manaus. Eu queria pedir que vocês sejam nossos parceiros.' });
    expect(said.opening).toBeUndefined();
    expect(said.ask).toBeUndefined();
    expect(said.problem).toBeUndefined();
    expect(said.solution).toBeUndefined();
    expect(said.proof.length).toBeGreaterThan(20);
  });

  it('fits the ask to what is sold', () => {
    const school = pt.lines({
      text: 'As escolas compram uniforme de fora e demora dois meses. A gente costura o uniforme aqui em três semanas. Custa 45 reais a peça.',
    });
    expect(school.ask).toMatch(/visita à sua escola/);
    const seeds = pt.lines({ text: 'Vendo sementes de milho aos camponeses no Huambo. São boas e baratas.' });
    expect(seeds.ask).toMatch(/campo|colheita/);
  });
});

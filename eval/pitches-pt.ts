// Portuguese pitches for the offline coach (issue 32): Brazilian, Mozambican and Angolan sellers
// (and their European-norm grammar: "telemóvel", "estamos a levantar", "connosco"). Written and
// labelled by hand by the helper that wrote the Portuguese tongue, acting as a demanding
// Portuguese-speaking sales coach, BEFORE any rule was run on them. Labels follow the header of
// pitches.ts:
// - hook / problem / solution / proof / ask as a coach hears them: "Bom dia, sou o Domingos" or
//   "o meu nome é…" is no hook; years in business and capacity are no proof; "se estiver
//   interessado, entre em contacto" and "a gente pode fazer um call qualquer dia desses" are asks,
//   vague ones.
// - paceBand: spoken syllables counted roughly (vowel groups, a syllable more for a hiatus such as
//   "pessoa" or "saúde", about two a digit), durationSeconds chosen for the pace intended and read
//   with paceBandOfSyllables(syllables / durationSeconds, 'pt'); each sits well inside its band.
// - fillerBand: fillers a coach hears per 100 words: é…, hum, eh, ahn, "né", "tipo" (not "tipo de"),
//   "aí" opening a clause of a story, "assim," "sabe?", "basicamente", "na verdade", "ok?", a
//   sentence-opening "então" that concludes nothing ("Então, é… a gente é…"), Portuñol "bueno,";
//   not the "então" of a consequence ("então não deviam investir"), not "desde então".
// - mainIssue: the one fix a coach makes first.
// Code-switching as sellers speak: English business words ("o app", "delivery", "feedback",
// "no-show", "leads", "dashboard", "fazer um call", "business") and Portuñol at the Paraguayan and
// Uruguayan borders. The held-out set was never used to tune the rules: it is run once at the end.

import type { PitchSample } from './taxonomy.ts';

const all = { hook: true, problem: true, solution: true, proof: true, ask: true };

export const PORTUGUESE_PITCHES: PitchSample[] = [
  {
    id: 'pt01-recife-mercadinho-estoque-strong',
    about: 'Recife corner shops, stock app; strong',
    durationSeconds: 46,
    text: 'Todo mês, um mercadinho de bairro em Recife joga fora uns 900 reais de produto vencido na prateleira. O dono compra de cabeça, e a cabeça esquece. O EstoqueFácil é um aplicativo simples que lê as vendas da sua maquininha e avisa o que repor e o que parar de comprar. No nosso piloto, 48 mercadinhos em Casa Amarela cortaram a perda pela metade em seis semanas. Dona Lúcia hoje economiza 400 reais por mês. Custa 39 reais por mês, menos que uma caixa de leite. Posso cadastrar o seu mercadinho hoje e mandar o link de instalação pro seu WhatsApp?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'pt02-maputo-seguro-mototaxi-noproof',
    about: 'Maputo motorbike-taxi insurance (Mozambican Portuguese); no proof',
    durationSeconds: 47,
    text: 'Em Maputo, um acidente de mota pode custar a um mototaxista três meses de trabalho. A maior parte dos motoqueiros não tem seguro, porque os seguros normais são caros e levam semanas a pagar. O MotoSeguro é um seguro pago ao dia: 25 meticais por dia, pelo M-Pesa, e cobre o hospital e a reparação da mota. Quando há um acidente, basta mandar uma foto pelo telemóvel e nós pagamos em 48 horas. Posso inscrevê-lo hoje, para ficar coberto já a partir desta noite?',
    labels: { structure: { ...all, proof: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'pt03-luanda-solar-cantinas-vagueask',
    about: 'Luanda canteens, solar kits (Angolan Portuguese); vague ask',
    durationSeconds: 38,
    text: 'Quantos kwanzas a sua cantina perde cada vez que a luz vai abaixo? Em Luanda, uma cantina com arca congeladora pode perder 60 mil kwanzas de bebidas e carne num só apagão. A LuzKuia instala um kit solar com bateria que mantém a arca ligada até doze horas sem rede. Já instalámos 130 kits no Cazenga e em Viana, e nenhum cliente perdeu stock por falta de luz desde então. O kit paga-se em prestações de 15 mil kwanzas por mês. Se estiver interessado, depois entre em contacto connosco.',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'pt04-fortaleza-gas-delivery-noask',
    about: 'Fortaleza gas delivery app; "delivery", "app", "feedback"; no ask',
    durationSeconds: 49,
    text: 'Quem nunca ficou sem gás no meio do almoço? Em Fortaleza, a dona de casa espera até três horas pelo botijão, e o entregador ainda cobra taxa. O GásJá é um app de delivery de gás: você pede pelo app ou pelo WhatsApp e o botijão chega em 30 minutos, pelo mesmo preço da revenda. A gente já faz 2 mil entregas por mês em Messejana e na Aldeota, e o feedback dos clientes é 4,8 de 5 estrelas. Nossos entregadores são do bairro e recebem por entrega. A gente começou com uma moto e hoje tem quinze.',
    labels: { structure: { ...all, ask: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'pt05-nampula-insumos-rambling',
    about: 'Nampula seed and fertiliser supplier; one run-on sentence after another',
    durationSeconds: 59,
    text: 'Nós somos uma empresa de Nampula que vende sementes e adubo aos camponeses há mais de dez anos e durante este tempo aprendemos que os camponeses querem três coisas, que são o preço, a entrega a tempo e a qualidade da semente, e nós temos investido nas três coisas ao longo dos anos porque sabemos que sem isso o camponês não volta a comprar. Temos um armazém em Nampula e outro em Ribáuè e trabalhamos com duas carrinhas, o que quer dizer que conseguimos entregar uma encomenda de cem sacos em três ou quatro dias, o que é mais rápido do que a maioria dos fornecedores da província, e também damos formação aos camponeses sobre como usar o adubo. Agora estamos à procura de novas cooperativas em Nacala e em Monapo que queiram um fornecedor de confiança para a próxima campanha, e teríamos todo o gosto em enviar amostras a quem estiver interessado em trabalhar connosco.',
    labels: { structure: { hook: false, problem: false, solution: true, proof: false, ask: true }, paceBand: 'fast', fillerBand: 'low', mainIssue: 'rambling' },
  },
  {
    id: 'pt06-salvador-costura-fillers',
    about: 'Salvador sewing workshop, school uniforms; filler-laden',
    durationSeconds: 47,
    text: 'Então, é... a gente é uma, tipo, oficina de costura aqui em Salvador, né? Aí, assim, as escolas, né, elas compram uniforme de fora e, tipo, demora dois meses pra chegar. Então a gente faz o uniforme aqui mesmo, sabe? Em, tipo, três semanas. Hum, a gente já fez, é... uniforme pra onze escolas no ano passado, né. Basicamente a gente cobra 45 reais a peça. Aí, na verdade, eu queria marcar uma visita na sua escola na quinta-feira pra tirar as medidas, ok?',
    labels: { structure: { hook: false, problem: true, solution: true, proof: true, ask: true }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'pt07-benguela-propinas-hedges',
    about: 'Benguela school-fee lender (Angolan Portuguese); hedged',
    durationSeconds: 47,
    text: 'Eu acho que talvez o nosso serviço possa ajudar um pouco as famílias. Em Benguela, muitos pais têm dificuldade em pagar as propinas no início do ano, penso que é porque o salário não chega. A PropinaJá tenta adiantar o dinheiro das propinas e os pais pagam mais ou menos em seis prestações. Temos talvez umas 40 famílias a experimentar, e acho que estão provavelmente mais tranquilas. Espero que possamos crescer para o Lobito. Se calhar, se tiver interesse, podíamos conversar um dia destes.',
    labels: { structure: { hook: false, problem: true, solution: true, proof: true, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'pt08-huambo-sementes-tooshort',
    about: 'Huambo maize seed seller; far too short',
    durationSeconds: 8,
    text: 'Bom dia, sou o Domingos. Vendo sementes de milho no Huambo. São boas e baratas. Comprem.',
    labels: { structure: { hook: false, problem: false, solution: true, proof: false, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'tooShort' },
  },
  {
    id: 'pt09-porto-alegre-oficinas-overtime',
    about: 'Porto Alegre garage software; over time',
    durationSeconds: 92,
    text: 'Toda semana, uma oficina mecânica em Porto Alegre perde em média seis horas procurando peça, ligando pra fornecedor e remarcando cliente. Carro parado no pátio é dinheiro parado. O OficinaPro é um sistema que junta o orçamento, o estoque de peças e a agenda num só lugar: o mecânico fotografa a peça, o sistema acha o fornecedor mais perto com o melhor preço e avisa o cliente pelo WhatsApp quando o carro fica pronto. O dono vê no celular quanto cada elevador faturou no dia. A gente começou há dois anos com três oficinas no bairro Navegantes. Hoje são 210 oficinas no Rio Grande do Sul, e em média cada uma entrega quatro carros a mais por semana desde que começou a usar o sistema. A oficina do seu Valdir, em Canoas, aumentou o faturamento em 22 por cento em seis meses. Nosso suporte atende por telefone até as dez da noite, e a instalação leva uma tarde. Nossa equipe tem mecânicos de verdade, que já tiveram oficina e sabem como é o dia a dia. O plano custa 149 reais por mês, e o primeiro mês é grátis. Posso passar na sua oficina na terça-feira às nove para instalar o sistema e treinar a sua equipe?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'overTime' },
  },
  {
    id: 'pt10-campinas-saloes-fast',
    about: 'Campinas salon booking app; "app", "no-show", "feedback"; far too fast',
    durationSeconds: 34,
    text: 'Metade dos salões de beleza em Campinas perde pelo menos três clientes por semana com no-show. Cada horário vazio é 80 reais que não voltam. O AgendaBela é um app que manda lembrete no WhatsApp, deixa a cliente confirmar ou remarcar com um toque e preenche o horário cancelado com a lista de espera. Sessenta e dois salões usam o app hoje, e o no-show caiu de 18 para 6 por cento em dois meses. O feedback das donas é que a agenda nunca mais ficou furada. Custa 59 reais por mês. Posso instalar o AgendaBela no seu salão esta semana, com o primeiro mês grátis?',
    labels: { structure: all, paceBand: 'fast', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'pt11-beira-filtro-agua-slow',
    about: 'Beira clay water filters (Mozambican Portuguese); far too slow',
    durationSeconds: 58,
    text: 'Na Beira, as famílias gastam até 300 meticais por semana em água de garrafa. E muitas ainda bebem água do poço, que faz as crianças adoecer. O AquaBeira é um filtro de barro que limpa a água do poço e dura dois anos. Já vendemos 800 filtros na Munhava e no Macúti, e as mães dizem que as crianças faltam menos à escola. Custa 1500 meticais, em três prestações. Posso deixar um filtro na sua casa no sábado de manhã?',
    labels: { structure: all, paceBand: 'slow', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'pt12-manaus-biografia-nosolution',
    about: 'Manaus founder story; never says what is offered',
    durationSeconds: 52,
    text: 'Meu nome é Raimundo, nasci em Manaus, perto do porto. Meu pai era pescador e minha mãe vendia tacacá na feira da Panair. Estudei contabilidade na universidade e trabalhei seis anos num banco no centro. Aprendi muito lá sobre como os negócios crescem e como quebram. Há dois anos voltei pro meu bairro porque queria construir alguma coisa para a minha comunidade. Desde então conversei com centenas de comerciantes e ouvi as histórias deles. Eu acredito que Manaus pode ser um ótimo lugar para fazer negócio. Eu queria pedir que vocês sejam nossos parceiros.',
    labels: {
      structure: { hook: false, problem: false, solution: false, proof: false, ask: true },
      paceBand: 'good',
      fillerBand: 'low',
      mainIssue: 'noSolution',
    },
  },
  {
    id: 'pt13-curitiba-limpeza-noproblem',
    about: 'Curitiba office cleaning; product first, no pain named',
    durationSeconds: 55,
    text: 'E se o seu escritório estivesse impecável toda segunda de manhã sem você mexer um dedo? A BrilhoCuritiba é uma empresa de limpeza de escritórios. A gente limpa depois do expediente, leva os próprios produtos e manda fotos quando termina. Nossas faxineiras são treinadas, registradas e ganham acima do piso. Limpamos 70 escritórios no Batel e no centro, e 61 estão com a gente há mais de um ano. Uma limpeza semanal para um escritório de dez mesas custa 1.200 reais por mês. Posso fazer uma limpeza de teste grátis no seu escritório nesta sexta?',
    labels: { structure: { ...all, problem: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProblem' },
  },
  {
    id: 'pt14-lubango-padaria-nohook',
    about: 'Lubango bakery supplying canteens; opens with a greeting and a name',
    durationSeconds: 38,
    text: 'Boa tarde a todos, o meu nome é Teresa e sou dona da Padaria Mãe Tchissola, no Lubango. Os donos de cantinas compram pão de manhã cedo e ao meio-dia o pão já está duro, e o que sobra vai para o lixo. Nós fazemos pão em duas fornadas e entregamos às seis da manhã e ao meio-dia, por isso o pão está sempre fresco. Hoje entregamos a 35 cantinas no bairro da Mitcha e na Lage, e nenhuma voltou a deitar pão fora. Posso trazer-lhe amanhã de manhã uma entrega de experiência de 50 pães?',
    labels: { structure: { ...all, hook: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'pt15-foz-portunhol-frete-strong',
    about: 'Foz do Iguaçu cross-border freight; Portuñol; strong',
    durationSeconds: 50,
    text: '¿Cuánto pierde tu loja cada vez que el camión fica parado na aduana? Aqui na fronteira de Foz do Iguaçu, un lojista espera até dois dias pela mercadoria que vem do Paraguai, e o cliente não espera. O FreteAmigo é un serviço de frete que cruza a Ponte da Amizade todo dia às seis da manhã, com a papelada da aduana pronta. A gente já leva carga pra 90 lojas em Foz e em Ciudad del Este, e 8 de cada 10 pedidos chegam no mesmo dia. Posso buscar o seu primeiro pedido amanhã às seis, sem taxa de cadastro?',
    labels: { structure: all, paceBand: 'good', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'pt16-luanda-investidores-rude',
    about: 'Luanda street-vendor ledger app, investor pitch; "app", "business"; arrogant and rude',
    durationSeconds: 42,
    text: 'Sinceramente, a maioria dos investidores nesta sala não percebe nada de comércio em Luanda, por isso oiçam com atenção. As zungueiras perdem dinheiro todos os dias porque não sabem o que vendem. O KitandaBook é um app que regista cada venda por voz, em português ou em kimbundu. Já temos 9 mil zungueiras no app e elas registam 60 mil vendas por dia. Se não veem que este é o maior business de Angola, então não deviam investir em África. Estamos a levantar 500 mil dólares. Assinem o cheque esta semana ou vejam outro mais esperto fazê-lo.',
    labels: { structure: { ...all, hook: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'tone' },
  },
];

export const PORTUGUESE_HELD_OUT_PITCHES: PitchSample[] = [
  {
    id: 'ho-pt01-quelimane-caju-strong',
    about: 'Quelimane cashew cooperatives, solar dryers (Mozambican Portuguese); strong',
    durationSeconds: 44,
    text: 'Quanto caju a sua cooperativa perde por ano porque o comprador chega tarde? Na Zambézia, um camponês perde até um terço do preço quando vende o caju húmido ao intermediário. A CajuSeco aluga secadores solares às cooperativas e compra o caju seco ao preço da bolsa, pago no mesmo dia pelo M-Pesa. No ano passado trabalhámos com 14 cooperativas em Quelimane e Nicoadala, e os sócios ganharam em média 30 por cento mais por quilo. Posso visitar a sua cooperativa na próxima terça-feira e montar o primeiro secador?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'ho-pt02-sao-paulo-zap-vagueask',
    about: 'São Paulo online shops, WhatsApp sales bot; "leads", "dashboard", "fazer um call"; vague ask',
    durationSeconds: 46,
    text: 'Quantos leads a sua loja online perde porque ninguém responde o WhatsApp no fim de semana? Uma loja pequena em São Paulo perde, em média, um de cada quatro clientes que mandam mensagem fora do horário. O ZapVende é um app que responde na hora, mostra o catálogo, fecha o pedido e manda tudo num dashboard pra você. Hoje 120 lojas usam o ZapVende, e o feedback é que as vendas de sábado subiram 35 por cento. Se fizer sentido pra você, a gente pode fazer um call qualquer dia desses.',
    labels: { structure: all, paceBand: 'good', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'ho-pt03-livramento-portunhol-fillers',
    about: 'Santana do Livramento vegetable supplier; Portuñol; filler-laden',
    durationSeconds: 45,
    text: 'Então, tipo, o negócio é assim, né: os mercados aqui de Livramento e de Rivera, eh, compram verdura de Porto Alegre, que fica a quinhentos quilômetros. Aí, tipo, a verdura llega murcha, sabe? A gente tem uma horta, hum, a cinco quilômetros da fronteira, e, tipo, entregamos verdura fresquita todo dia às sete. É... já são, tipo, doze mercados que compram de nós, né, y ninguno reclamó. Então, bueno, posso deixar uma caixa de teste no seu mercado na segunda?',
    labels: { structure: { hook: false, problem: true, solution: true, proof: true, ask: true }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'ho-pt04-maputo-propinas-noask',
    about: 'Maputo school-fee credit (Mozambican Portuguese); no ask',
    durationSeconds: 38,
    text: 'Em janeiro, metade dos pais em Maputo não consegue pagar a matrícula e as propinas de uma vez. As crianças ficam em casa nas primeiras semanas de aulas. A EscolaJá paga a escola por si e você devolve em dez prestações mensais, sem juros escondidos. No ano passado, 1200 alunos começaram as aulas no primeiro dia graças a nós, e 97 por cento dos pais pagaram a tempo. Trabalhamos com 30 escolas na Matola e em Maputo. A educação dos nossos filhos não pode esperar.',
    labels: { structure: { ...all, ask: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'ho-pt05-belem-acai-hedges',
    about: 'Belém açaí supplier to restaurants; hedged',
    durationSeconds: 40,
    text: 'Então, eu acho que a gente talvez tenha um açaí meio que melhor pros restaurantes de Belém. A gente tenta entregar o açaí congelado toda manhã, mais ou menos às oito. Provavelmente o preço é um pouco mais baixo que o dos atravessadores, acho eu. Tem uns 20 restaurantes que compram da gente, eu acho. De repente, se o senhor quiser, a gente pode mandar uma amostra um dia desses.',
    labels: { structure: { hook: false, problem: false, solution: true, proof: true, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'ho-pt06-luanda-fardas-noproof',
    about: 'Luanda tailor, guard uniforms (Angolan Portuguese); no proof',
    durationSeconds: 44,
    text: 'Quanto paga a sua empresa por fardas que se descosem ao fim de três meses? Em Luanda, as empresas de segurança trocam as fardas dos guardas duas vezes por ano, porque o tecido importado é fraco. Na Alfaiataria Kassule fazemos fardas por medida com tecido reforçado e costuras duplas, e damos um ano de garantia. Tiramos as medidas no seu escritório e entregamos em quinze dias. Posso ir à sua empresa na quarta-feira às dez para tirar as medidas aos primeiros vinte guardas?',
    labels: { structure: { ...all, proof: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProof' },
  },
];

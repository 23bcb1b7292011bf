// The scripted prospect in Portuguese: a buyer in São Paulo, Recife or Maputo picking up a sales call
// ("Alô, quem fala?", "quanto custa isso aí?", "vou pensar"), Brazilian by default with Mozambican
// buyers' words where they are shared. Every yes says "fechado" or "combinado" and names the goal,
// every "not now" is a deferral, so the report reads these lines as the buyer meant them.

import type { ProspectVoice } from './prospect-voice.ts';

export const PROSPECT_PT: ProspectVoice = {
  yourProduct: 'esse produto de vocês',
  opening: {
    'Easy (Warm Lead)': ['Alô, oi! Sou eu mesmo. Me disseram que você ia ligar, do que se trata?', 'Alô, bom dia. Pode falar, estou ouvindo.'],
    'Medium (Skeptical Buyer)': ['Alô? Quem fala? Estou com cliente aqui, é sobre o quê?', 'Alô, bom dia. Tenho pouco tempo, do que se trata?'],
    'Hard (Hostile/Resistant)': ['Alô. Mais alguém querendo vender alguma coisa? Fala rápido.', 'Alô. Se for venda, já aviso que estou ocupado. O que é?'],
  },
  nudge: ['Alô? Estou ouvindo.', 'Sim… e aí?', 'Ainda está na linha?'],
  raise: {
    'Price / Budget': [
      'Já te digo logo: esse tipo de coisa é caro pra gente, o orçamento está apertado.',
      'Quanto custa {product}? Porque o movimento está fraco, não dá pra pagar mais uma mensalidade.',
      'Sinceramente, o preço me assusta. A gente já paga coisa demais todo mês.',
    ],
    'Competitor Loyalty': [
      'Olha, a gente já tem fornecedor, trabalhamos com eles há anos e estou satisfeito.',
      'Já tenho alguém pra isso. Por que eu ia trocar? Eles me atendem bem.',
    ],
    'Timing / No Urgency': [
      'Agora não é o momento. Quem sabe mais pra frente, ano que vem.',
      'Agora não tenho pressa nenhuma. Depois das festas, talvez. Agora não.',
    ],
    'Value / Skepticism': [
      'Já me venderam coisa parecida e não serviu pra nada. Duvido que {product} mude alguma coisa.',
      'Vou ser sincero: não acredito muito. É sempre promessa.',
    ],
  },
  restate: {
    'Price / Budget': ['Tudo isso é bonito, mas continua caro pra mim.', 'Você não me respondeu sobre o preço.', 'O orçamento é o meu problema.'],
    'Competitor Loyalty': ['Mas eu te disse que já tenho fornecedor.', 'O meu fornecedor atual dá conta, não vejo por que trocar.'],
    'Timing / No Urgency': ['Como eu disse, agora não. Mais pra frente.', 'Realmente não é o momento pra gente.'],
    'Value / Skepticism': ['Ainda duvido que funcione aqui.', 'Isso é conversa. Eu ainda não acredito.'],
  },
  concern: {
    'Price / Budget': [
      'O problema é que no fim do mês quase não sobra nada. Cada real que sai eu sinto.',
      'A gente já paga aluguel, luz, funcionário… Mais uma conta pesa.',
    ],
    'Competitor Loyalty': [
      'Eles são sérios, entregam no prazo e me dão prazo quando o mês aperta.',
      'A gente se conhece há muito tempo, quando tenho problema ligo direto pra eles.',
    ],
    'Timing / No Urgency': ['Agora temos outras prioridades, volta às aulas, estoque de fim de ano.', 'Funciona assim há anos. Não tem urgência de mudar.'],
    'Value / Skepticism': ['Já paguei um sistema, depois de dois meses ninguém usava.', 'Vendedor sempre promete, e quando dá problema some.'],
  },
  answers: {
    business: {
      business: ['Somos uma empresa pequena, umas dez pessoas.', 'Temos duas lojas e alguns funcionários.'],
      household: ['Somos cinco em casa, com as crianças.', 'Moro com a minha esposa e os três filhos.'],
    },
    process: {
      business: ['Hoje a gente faz tudo na mão, no caderno.', 'Por enquanto é planilha e muito telefone.'],
      household: ['A gente se vira como todo mundo, dia a dia.', 'Por enquanto a gente usa o que tem.'],
    },
    pain: {
      business: ['O pior são as perdas que a gente não vê. No fim do mês a conta não fecha.', 'A gente perde muito tempo conferindo o que cada um fez.'],
      household: ['O pior é quando falta luz à noite, as crianças não conseguem estudar.', 'Cansa, a gente tem que ficar de olho em tudo.'],
    },
    budget: {
      business: ['A gente já gasta bastante com isso todo mês.', 'Custa caro, principalmente quando tem que refazer.'],
      household: ['Todo mês é um bom dinheiro, com tudo caro do jeito que está.', 'A gente já paga muito, pesa pra família.'],
    },
    decision: {
      business: ['Quem decide sou eu, mas falo com o meu sócio antes.', 'Eu decido, mas gasto grande o dono precisa aprovar.'],
      household: ['A gente decide junto, eu e o meu marido.', 'Vou conversar com a minha esposa, ela que cuida das contas.'],
    },
    success: {
      business: ['O que eu quero é enxergar os meus números, só isso.', 'Se eu ganhar tempo e perder menos, já está ótimo.'],
      household: ['Só quero ficar tranquilo e gastar menos.', 'Que funcione direito e não pese no bolso.'],
    },
  },
  claim: ['Todo mundo diz que o seu produto é o melhor.', 'Tá, mas na prática o que muda pra mim?', 'Isso todo vendedor fala.'],
  ackOnly: ['É, você entende, mas o meu problema continua.', 'Obrigado por entender. E aí?'],
  valueWithoutAck: ['Espera, você nem me ouviu. Está recitando o seu discurso.', 'Você fala, fala… ouviu o que eu te disse?'],
  valueWithoutQuestion: ['Pode ser, mas você nem sabe como a gente trabalha aqui.', 'Esses números são dos outros. Aqui é diferente.'],
  wantsMore: ['Hum. Interessante, continua.', 'Tá, começa a fazer sentido. E depois?'],
  setback: {
    pushy: ['Calma, calma. Assim você me pressiona.', 'Opa, você está me apertando. Não gosto disso.', 'Me deixa respirar um pouco.'],
    rude: ['Como é? Fala comigo direito, por favor.', 'Isso não é jeito de falar com cliente.'],
    dismissive: ['Eu te explico o meu problema e você ignora? Assim não dá.', 'Se o meu problema não te interessa, paramos por aqui.'],
  },
  resistClose: [
    'Você está indo rápido demais. Nem resolvemos a questão principal.',
    'Espera, espera. Eu não estou convencido.',
    'Não, ainda não, não chegamos lá.',
  ],
  defer: ['Vou pensar, me liga semana que vem.', 'Vamos ver. Me manda um material primeiro.', 'Deixa eu pensar um pouco, depois eu te ligo.'],
  handled: [
    'Hum… explicando assim, eu entendo melhor. Pode me interessar.',
    'Ah, agora você me pegou. Se for assim mesmo, é outra conversa.',
    'É, você tem razão nisso. Me deixa mais tranquilo.',
  ],
  waiting: ['Tá bom. E aí, na prática, o que você me propõe?', 'Eu disse que me interessa. E agora, como a gente faz?'],
  yield: {
    'Book a Demo/Meeting': {
      when: ['Fechado, {when} está bom. Pode vir pra demo.', 'Combinado, a gente se encontra {when} pra reunião.'],
      plain: ['Fechado, vamos fazer a demo. Me manda o horário da reunião.', 'Combinado, marcamos uma reunião. Me liga pra acertar a hora.'],
    },
    'Secure a Trial/Pilot': {
      when: ['Fechado, vamos fazer o teste. Começamos {when}.', 'Combinado, o piloto começa {when}.'],
      plain: ['Fechado, vamos testar e olhar os resultados juntos no final.', 'Combinado, topo o piloto. Me diz quando vocês começam.'],
    },
    'Close the Sale': {
      when: ['Fechado, vou comprar. Pode vir {when}, pago na entrega.', 'Combinado, vamos fechar. Traz o contrato {when}.'],
      plain: ['Fechado, vou comprar. Me manda a nota.', 'Combinado, vamos fechar. Me manda o contrato.'],
    },
    'Advance the Opportunity': {
      when: ['Fechado, a gente se fala {when} pro próximo passo.', 'Combinado, me liga {when} e seguimos.'],
      plain: ['Fechado, me manda a proposta e seguimos.', 'Combinado pro próximo passo. Me manda o orçamento.'],
    },
  },
  afterYield: ['Anotado aqui.', 'Então está combinado. Bom dia pra você.', 'Obrigado. Até mais.'],
  hungUp: ['Bom, vou desligar. Tchau.', 'Tchau.'],
};

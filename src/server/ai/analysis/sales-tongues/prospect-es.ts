// The scripted prospect in Spanish: a buyer in Bogotá, Lima or Mexico City picking up a sales call
// ("¿Aló?", "¿Bueno?", "¿y eso cuánto cuesta?", "lo voy a pensar"), in the usted of a first call.
// Every yes says "listo" or "de acuerdo" and names the goal, every "not now" is a deferral, so the
// report reads these lines as the buyer meant them (prospect.test.ts checks it).

import type { ProspectVoice } from './prospect-voice.ts';

export const PROSPECT_ES: ProspectVoice = {
  yourProduct: 'eso que usted vende',
  opening: {
    'Easy (Warm Lead)': ['¿Aló? ¡Hola! Sí, con ella habla. Me dijeron que me iba a llamar, ¿de qué se trata?', '¿Bueno? Buenos días. Dígame, lo escucho.'],
    'Medium (Skeptical Buyer)': ['¿Aló? ¿Quién habla? Estoy atendiendo un cliente, ¿de qué se trata?', '¿Bueno? Tengo poco tiempo, ¿para qué me llama?'],
    'Hard (Hostile/Resistant)': ['¿Aló? ¿Otro vendiendo algo? Hable rápido.', '¿Bueno? Si es para venderme algo, le advierto que estoy ocupado. ¿Qué es?'],
  },
  nudge: ['¿Aló? Lo escucho.', 'Sí… ¿y entonces?', '¿Sigue ahí?'],
  raise: {
    'Price / Budget': [
      'Le digo de una vez: ese tipo de cosas son caras para nosotros, el presupuesto está apretado.',
      '¿Cuánto cuesta {product}? Porque las ventas están flojas, no me alcanza para otra mensualidad.',
      'La verdad, el precio me asusta. Ya pagamos demasiadas cosas cada mes.',
    ],
    'Competitor Loyalty': [
      'Mire, ya tenemos proveedor, trabajamos con ellos hace años y estoy contento.',
      'Ya tengo quien me haga eso. ¿Por qué voy a cambiar? Me atienden bien.',
    ],
    'Timing / No Urgency': [
      'Ahorita no es el momento. Más adelante, a lo mejor el próximo año.',
      'Ahorita no tengo prisa. Después de las fiestas, tal vez. Ahorita no.',
    ],
    'Value / Skepticism': [
      'Ya me han vendido cosas así y no sirven para nada. Dudo mucho que {product} cambie algo.',
      'Le voy a ser sincero: no creo mucho en eso. Siempre son promesas.',
    ],
  },
  restate: {
    'Price / Budget': ['Puede ser, pero sigue siendo caro para mí.', 'No me ha respondido lo del precio.', 'El presupuesto es mi problema.'],
    'Competitor Loyalty': ['Pero le dije que ya tengo proveedor.', 'Mi proveedor de ahora cumple, no veo por qué cambiar.'],
    'Timing / No Urgency': ['Como le dije, ahorita no. Más adelante.', 'De verdad no es el momento para nosotros.'],
    'Value / Skepticism': ['Sigo dudando que funcione aquí.', 'Eso son palabras. Yo todavía no creo.'],
  },
  concern: {
    'Price / Budget': [
      'El problema es que a fin de mes casi no queda nada. Cada peso que sale lo siento.',
      'Ya pagamos arriendo, luz, empleados… Otra cuenta pesa.',
    ],
    'Competitor Loyalty': [
      'Son serios, entregan a tiempo y me fían cuando el mes está duro.',
      'Nos conocemos hace tiempo, cuando tengo un problema los llamo directo.',
    ],
    'Timing / No Urgency': [
      'Ahorita tenemos otras prioridades, el regreso a clases, el inventario de fin de año.',
      'Así funciona hace años. No hay urgencia de cambiar.',
    ],
    'Value / Skepticism': ['Ya pagué un sistema, a los dos meses nadie lo usaba.', 'Los vendedores siempre prometen, y cuando algo falla desaparecen.'],
  },
  answers: {
    business: {
      business: ['Somos un negocio pequeño, unas diez personas.', 'Tenemos dos locales y unos cuantos empleados.'],
      household: ['Somos cinco en la casa, con los niños.', 'Vivo con mi esposa y nuestros tres hijos.'],
    },
    process: {
      business: ['Hoy todo lo hacemos a mano, en el cuaderno.', 'Por ahora es Excel y muchas llamadas.'],
      household: ['Nos arreglamos como todo el mundo, día a día.', 'Por ahora usamos lo que tenemos.'],
    },
    pain: {
      business: ['Lo peor son las pérdidas que uno no ve. A fin de mes las cuentas no cuadran.', 'Perdemos mucho tiempo revisando lo que hizo cada uno.'],
      household: ['Lo peor es cuando se va la luz en la noche, los niños no pueden estudiar.', 'Cansa, toca estar pendiente de todo.'],
    },
    budget: {
      business: ['Ya gastamos bastante en eso cada mes.', 'Nos cuesta, sobre todo cuando toca repetir el trabajo.'],
      household: ['Cada mes es buena plata, con todo tan caro.', 'Ya pagamos mucho, le pesa a la familia.'],
    },
    decision: {
      business: ['Yo decido, pero antes hablo con mi socio.', 'Yo decido, pero los gastos grandes los aprueba el dueño.'],
      household: ['Decidimos los dos, mi esposo y yo.', 'Tengo que hablarlo con mi esposa, ella lleva las cuentas.'],
    },
    success: {
      business: ['Lo que quiero es ver claro mis números, nada más.', 'Si gano tiempo y pierdo menos, ya es bastante.'],
      household: ['Solo quiero estar tranquilo y gastar menos.', 'Que funcione bien y que no cueste tanto.'],
    },
  },
  claim: ['Todo el mundo dice que su producto es el mejor.', 'Ajá, pero en concreto, ¿qué cambia para mí?', 'Eso lo dicen todos los vendedores.'],
  ackOnly: ['Usted entiende, pero mi problema sigue igual.', 'Gracias por entender. ¿Y entonces?'],
  valueWithoutAck: ['Espere, ni me escuchó. Está recitando su cuento.', 'Usted habla y habla… ¿oyó lo que le dije?'],
  valueWithoutQuestion: ['Puede ser, pero usted ni sabe cómo trabajamos aquí.', 'Esas cifras son de otros. Aquí es distinto.'],
  wantsMore: ['Mmm. Interesante, siga.', 'Bueno, me empieza a sonar. ¿Y qué más?'],
  setback: {
    pushy: ['Tranquilo, tranquilo. Así me está presionando.', 'Oiga, me está apurando. Eso no me gusta.', 'Déjeme respirar un poco.'],
    rude: ['¿Perdón? Hábleme bien, por favor.', 'Esa no es manera de hablarle a un cliente.'],
    dismissive: ['¿Le explico mi problema y usted lo ignora? Así no.', 'Si mi problema no le interesa, dejamos hasta aquí.'],
  },
  resistClose: ['Va muy rápido. Ni hemos resuelto lo principal.', 'Espere, espere. No estoy convencido.', 'No, todavía no, no hemos llegado a eso.'],
  defer: ['Lo voy a pensar, llámeme la otra semana.', 'Luego vemos. Mándeme información primero.', 'Déjeme pensarlo un poco, yo le llamo.'],
  handled: [
    'Mmm… explicado así, lo veo mejor. Me puede interesar.',
    'Ah, ahora nos entendemos. Si de verdad es así, es otra cosa.',
    'Tiene razón en eso. Me deja más tranquilo.',
  ],
  waiting: ['Bueno. ¿Y entonces, en concreto, qué me propone?', 'Ya le dije que me interesa. ¿Y ahora cómo hacemos?'],
  yield: {
    'Book a Demo/Meeting': {
      when: ['Listo, {when} me queda bien. Venga para la demo.', 'De acuerdo, nos vemos {when} para la reunión.'],
      plain: ['Listo, hagamos la demo. Mándeme la hora de la reunión.', 'De acuerdo, agendemos una reunión. Llámeme para cuadrar la hora.'],
    },
    'Secure a Trial/Pilot': {
      when: ['Listo, hagamos la prueba. Empezamos {when}.', 'De acuerdo, el piloto arranca {when}.'],
      plain: ['Listo, probemos y miramos los resultados juntos al final.', 'De acuerdo con el piloto. Dígame cuándo empiezan.'],
    },
    'Close the Sale': {
      when: ['Listo, lo compro. Venga {when}, pago contra entrega.', 'De acuerdo, cerramos. Traiga el contrato {when}.'],
      plain: ['Listo, lo compro. Mándeme la factura.', 'De acuerdo, cerramos. Mándeme el contrato.'],
    },
    'Advance the Opportunity': {
      when: ['Listo, hablamos {when} para el siguiente paso.', 'De acuerdo, llámeme {when} y seguimos.'],
      plain: ['Listo, mándeme la propuesta y seguimos.', 'De acuerdo con el siguiente paso. Mándeme la cotización.'],
    },
  },
  afterYield: ['Anotado de mi lado.', 'Entonces quedamos así. Que le vaya bien.', 'Gracias. Hasta pronto.'],
  hungUp: ['Bueno, voy a colgar. Hasta luego.', 'Hasta luego.'],
};

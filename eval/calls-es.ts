// Labelled role-play calls in Spanish (issue 32), written and labelled by hand before the engine was
// run on them: Latin American Spanish as sellers in Bogotá, Lima and Mexico City speak it. The labels
// mean what they mean in calls.ts; the five calls are the five shapes every language gets: strong, no
// discovery, objection ignored, pushy, no next step.

import type { SalesSetup } from '../src/shared/reports.ts';
import type { CallSample } from './taxonomy.ts';
import { buyer, rep } from './turns.ts';

const BOGOTA_DEMO: SalesSetup = {
  product: 'TiendaApp, un sistema de inventario para tiendas de barrio',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const LIMA_PILOT: SalesSetup = {
  product: 'RutaSegura, rastreo GPS para motos de reparto',
  scenario: 'B2B Customer',
  objection: 'Value / Skepticism',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Medium (Skeptical Buyer)',
};

const CDMX_SALE: SalesSetup = {
  product: 'paneles solares a meses sin intereses',
  scenario: 'B2C Consumer',
  objection: 'Timing / No Urgency',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

export const CALLS_ES: CallSample[] = [
  {
    id: 'es01-bogota-demo-strong',
    about: 'Dueña de tiendas en Bogotá, objeción de precio manejada, demo agendada el jueves a las 10',
    setup: BOGOTA_DEMO,
    turns: [
      buyer('¿Aló? Habla Doña Marta, tengo dos tiendas en Kennedy. ¿De qué se trata?'),
      rep('Buenos días Doña Marta, le habla Andrés de TiendaApp. ¿Cómo lleva hoy el control de ventas e inventario en sus dos tiendas?'),
      buyer('Todo en un cuaderno, y mi sobrino cuenta el inventario los domingos. Pero esas aplicaciones son caras, no puedo pagar otra mensualidad.'),
      rep(
        'Entiendo, en una tienda cada peso cuenta. ¿Cuánto pierde hoy cuando se le pierde o se le vence mercancía? Las tiendas que usan TiendaApp pagan 40.000 pesos al mes y recuperan en promedio 300.000 pesos de mercancía perdida el primer mes.',
      ),
      buyer('Uy, yo pierdo como 400.000 al mes, no sé bien. 40.000 no es tanto.'),
      rep(
        'Entonces le muestro en su propio celular. ¿Nos vemos el jueves a las 10 en la tienda para una demo de 20 minutos, o le queda mejor el viernes en la mañana?',
      ),
      buyer('Listo, el jueves a las 10. Venga a la tienda.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: true,
      outcome: 'goal_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'depth',
    },
  },
  {
    id: 'es02-lima-pilot-no-discovery',
    about: 'Dueño de motos de reparto en Lima, escepticismo respondido con cifras, piloto aceptado, sin preguntas',
    setup: LIMA_PILOT,
    turns: [
      buyer('¿Aló? Habla el señor Quispe, tengo quince motos de reparto en Lima.'),
      rep('Buenos días señor Quispe, le habla Carla de RutaSegura. Instalamos rastreadores GPS en las motos y usted ve todo en su celular.'),
      buyer('Rastreadores ya probé. No sirven para nada, los chicos los desconectan.'),
      rep(
        'Entiendo su desconfianza, muchos dueños de flota nos dijeron lo mismo. Reparto Express en Surco redujo 20% el gasto de gasolina en dos meses, porque el equipo avisa cuando lo desconectan. Le propongo una prueba gratis en tres motos por dos semanas, ¿empezamos el lunes?',
      ),
      buyer('Ya, tres motos por dos semanas, está bien. Empezamos el lunes.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: true,
      outcome: 'goal_reached',
      // Labelled 'balanced' at first; the rep's share of the words is over 65% when counted, and
      // the band is arithmetic, not a judgement: corrected after the first run.
      talkBand: 'high',
      askedDiscovery: false,
      tone: 'none',
      mainIssue: 'discovery',
    },
  },
  {
    id: 'es03-cdmx-solar-objection-ignored',
    about: 'Clienta en CDMX sin prisa; el vendedor ignora la objeción y pide la venta',
    setup: CDMX_SALE,
    turns: [
      buyer('¿Bueno? Habla Lupita. ¿Quién habla?'),
      rep('Buenas tardes Lupita, habla Jorge de SolMéxico. ¿Cuánto paga hoy de luz en su casa?'),
      buyer('Como 1.500 al bimestre. Pero los paneles no son para ahorita, a lo mejor el próximo año. No tengo prisa.'),
      rep('Nuestros paneles son muy modernos y muy bonitos, son los mejores del mercado.'),
      buyer('Sí, pero le digo que no es para ahorita.'),
      rep('También son muy resistentes. ¿Le aparto su sistema hoy?'),
      buyer('No, ahorita no. Luego vemos.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'objection',
    },
  },
  {
    id: 'es04-bogota-demo-pushy',
    about: 'Dueño de tienda en Bogotá dice que es caro; el vendedor presiona',
    setup: BOGOTA_DEMO,
    turns: [
      buyer('¿Aló? Habla Don Hernando. ¿Qué se le ofrece?'),
      rep('Buenos días Don Hernando, Felipe de TiendaApp. ¿Cuántas tiendas tiene hoy?'),
      buyer('Tres en Suba. Pero de una vez le digo, esa mensualidad es muy cara para mí.'),
      rep('Créame, todo el mundo ya está comprando. Tiene que firmar hoy, es la última oportunidad.'),
      buyer('Tranquilo. Ya le dije que está caro.'),
      rep('Vamos, deje de dudar, no hay nada que pensar. Hagamos la demo mañana.'),
      buyer('No. Me está presionando. Hasta luego.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'pushy',
      mainIssue: 'tone',
    },
  },
  {
    id: 'es05-lima-pilot-no-ask',
    about: 'Dueña de flota en Lima, escepticismo manejado, buena conversación pero ninguna propuesta',
    setup: LIMA_PILOT,
    turns: [
      buyer('¿Aló? Habla la señora Rosa, tengo una empresa de reparto con diez motos.'),
      rep('Buenos días señora Rosa, le habla Diego de RutaSegura. ¿Cómo sabe hoy dónde están sus motos durante el día?'),
      buyer('Llamo a los motorizados. La verdad, no creo en esos rastreadores, nunca funcionan.'),
      rep(
        'La entiendo, un rastreador que solo muestra puntos en un mapa no sirve. ¿Qué le pesa más hoy, la gasolina o los retrasos? Nuestros clientes en Surco bajaron los desvíos en 30% en un mes.',
      ),
      buyer('La gasolina, sobre todo. Gasto casi 6.000 soles al mes.'),
      rep('Perfecto, muchas gracias señora Rosa, fue un gusto conversar. Nuestros rastreadores son muy buenos.'),
      buyer('Gracias a usted. Hasta luego.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: false,
      outcome: 'progressed',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'noAsk',
    },
  },
];

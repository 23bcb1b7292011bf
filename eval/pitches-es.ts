// Spanish (Latin American) pitches for the offline coach (issue 32), written and labelled by hand by
// the helper that wrote the Spanish tongue, acting as a demanding Latin American sales coach, BEFORE
// any rule was run on them. Labels follow the header of pitches.ts:
// - hook / problem / solution / proof / ask as a coach hears them: a greeting, "mi nombre es…" or a
//   family story is no hook; a market statistic is no proof; "si le interesa, me avisa" is an ask, a
//   vague one (vagueAsk); "con mucho gusto les llevamos muestras a los interesados" is vague too.
// - paceBand: syllables estimated by hand from the word count (about 2.1 spoken syllables a Spanish
//   word, synalepha not subtracted), durationSeconds chosen for the pace intended and read with
//   paceBandOfSyllables(…, 'es'); each duration sits inside its band with some margin.
// - fillerBand: fillers a coach hears per 100 words: eh/ehm, filler "este…", "o sea", sentence-opening
//   "bueno," / "pues," / "entonces,", "¿no?" and "¿me explico?" as tags, "tipo", "básicamente",
//   "digamos", "en plan". The logical "entonces" ("entonces se va con otro") is not counted.
// - mainIssue: the one fix a coach makes first.
// Places and trades are the app's users': fondas in Mexico City, tenderos in Bogotá, mototaxis in Lima,
// solar kits in Alta Verapaz, generators in Bata. Several switch code the way sellers do (Spanglish:
// "hacer el delivery", "el feedback", "un follow-up", "checar"; Portuñol on the Uruguay–Brazil border).
// The held-out set was never used to tune the rules: it is run once at the end.

import type { PitchSample } from './taxonomy.ts';

const all = { hook: true, problem: true, solution: true, proof: true, ask: true };

export const SPANISH_PITCHES: PitchSample[] = [
  {
    id: 'es01-cdmx-fondas-stock-strong',
    about: 'Mexico City fondas, purchasing app; strong',
    durationSeconds: 50,
    text: '¿Sabe cuánto tira a la basura una fonda de la Ciudad de México cada semana? En promedio, 1,800 pesos en verdura y carne que se echó a perder. La dueña compra de memoria en la Central de Abasto, y la memoria falla. Surtidito es una app que lee sus ventas del día y le dice qué comprar mañana y cuánto. En Iztapalapa, 45 fondas la usan desde marzo y redujeron la merma a la mitad. Doña Lupe ahorra 3,500 pesos al mes. Cuesta 199 pesos al mes, menos que una caja de jitomate. ¿Le instalo Surtidito hoy en su celular y el lunes revisamos juntos su primera lista de compras?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'es02-bogota-tenderos-delivery-noproof',
    about: 'Bogotá corner shops, stock delivery; no proof',
    durationSeconds: 58,
    text: 'Un tendero en Bogotá pierde casi un día a la semana haciendo fila en el mayorista de Paloquemao. Ese día la tienda queda cerrada o la atiende el hijo, y las ventas se caen. TenderoYa es un servicio de surtido: usted hace el pedido por WhatsApp antes de las seis de la tarde y al otro día, a las siete de la mañana, tiene la mercancía en la puerta, al mismo precio del mayorista. No cobramos domicilio en pedidos de más de 300 mil pesos. Le propongo algo: hagamos su primer pedido este jueves y lo compara con lo que paga hoy. ¿Se lo tomo de una vez?',
    labels: { structure: { ...all, proof: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'es03-lima-mototaxi-insurance-vagueask',
    about: 'Lima mototaxi insurance; vague ask',
    durationSeconds: 46,
    text: 'En Lima, cuando un mototaxista choca, pierde la moto, el ingreso de la semana y a veces la pierna. Solo uno de cada diez tiene seguro, porque los seguros se venden en oficinas, por año y con mucho papeleo. MotoSegura es un seguro que se paga con 3 soles al día por Yape y lo cubre desde ese mismo día contra accidentes y robo de la moto. Pagamos los siniestros en 48 horas. Ya tenemos 2,400 mototaxistas asegurados en San Juan de Lurigancho y el año pasado pagamos 180 siniestros. Si en algún momento le interesa, me avisa y conversamos.',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'es04-alta-verapaz-solar-kits-noask',
    about: 'Alta Verapaz (Guatemala) solar home kits; no ask',
    durationSeconds: 58,
    text: 'En Alta Verapaz, una familia sin luz gasta hasta 150 quetzales al mes en candelas, gas y baterías. Los niños hacen la tarea con una candela y el humo les daña los ojos. LuzCasa es un kit solar con tres focos y un cargador de celular que se paga en cuotas de 60 quetzales al mes. En dos años la familia termina de pagarlo y la luz le sale gratis. Ya instalamos 1,300 kits en Cobán y San Pedro Carchá, y nueve de cada diez familias pagan sus cuotas a tiempo. Nuestros técnicos son de la zona y hablan q’eqchi’. Cada aldea de Guatemala merece tener luz.',
    labels: { structure: { ...all, ask: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noAsk' },
  },
  {
    id: 'es05-itagui-uniforms-rambling',
    about: 'Itagüí (Medellín) school uniform workshop; rambling sentences',
    durationSeconds: 59,
    text: 'Somos un taller de confección en Itagüí y llevamos quince años haciendo uniformes para colegios del Valle de Aburrá, y sabemos que a los colegios les importa que las tallas salgan bien, que la tela aguante las lavadas y que todo llegue antes de que empiecen las clases, y por eso compramos máquinas nuevas y tomamos las medidas en el mismo colegio. Tenemos cuarenta operarias y trabajamos en dos turnos, lo que quiere decir que podemos entregar dos mil uniformes en unas tres semanas, que es más rápido que la mayoría de los talleres de la zona, y con mucho gusto les llevamos muestras a los colegios que estén interesados.',
    labels: { structure: { ...all, hook: false, problem: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'rambling' },
  },
  {
    id: 'es06-guadalajara-salons-fillers-spanglish',
    about: 'Guadalajara beauty salons, booking app; filler-laden, Spanglish',
    durationSeconds: 59,
    text: 'Eh, bueno, este… nosotros tenemos una app que se llama CitaBella, ¿no? Que es básicamente, eh, para agendar citas en salones de belleza en Guadalajara. O sea, las dueñas, este, pierden un montón de clientas porque no contestan el WhatsApp a tiempo, ¿no? Entonces, eh, CitaBella contesta sola, agenda la cita y le manda un recordatorio un día antes. Tipo, ya tenemos, eh, 60 salones y el feedback es súper bueno, o sea, bajaron las faltas como a la mitad. Eh, la idea es que usted la pruebe gratis un mes. ¿Le parece si el martes paso a su salón, se la dejo instalada y luego le hago un follow-up?',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'es07-arequipa-organic-fertiliser-hedged',
    about: 'Arequipa onion growers, organic fertiliser; hedged',
    durationSeconds: 47,
    text: 'Bueno, creo que tal vez nuestro producto podría ayudar un poco a los agricultores. Los productores de cebolla en Arequipa pierden parte de la cosecha por plagas, pienso que porque usan mucho químico barato. AgroVida es un abono orgánico que, más o menos, trata de mejorar el suelo. Tenemos como que unos treinta agricultores probándolo y creo que probablemente están sacando un poco más por hectárea. Ojalá podamos llegar a más valles. Si usted quizás está interesado, tal vez podríamos conversar algún día.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'hedges' },
  },
  {
    id: 'es08-malabo-water-filters-short',
    about: 'Malabo water filters; far too short',
    durationSeconds: 10,
    text: 'Hola, soy Teodoro. Vendo filtros de agua en Malabo. Son baratos y duran mucho. Cómprenme uno, por favor.',
    labels: { structure: { hook: false, problem: false, solution: true, proof: false, ask: true }, paceBand: 'good', fillerBand: 'low', mainIssue: 'tooShort' },
  },
  {
    id: 'es09-monterrey-school-fees-overtime',
    about: 'Monterrey school-fee instalments; over time',
    durationSeconds: 101,
    text: 'Cada agosto, tres de cada diez familias en Monterrey no completan la colegiatura y los niños empiezan el año sin inscripción. Los colegios persiguen a los papás durante meses y aun así les pagan tarde a los maestros. ColegiaPlan le paga al colegio el año completo el primer día de clases, y las familias nos pagan a nosotros en diez mensualidades sin intereses, directo de su nómina. El colegio no cobra, no persigue y no pierde alumnos. Nosotros ganamos una comisión pequeña que paga el colegio, no la familia. Empezamos hace dos años con tres colegios en Guadalupe. Hoy trabajamos con 64 colegios y 9,000 familias en Monterrey, San Nicolás y Apodaca, y este año los colegios cobraron el 98 por ciento de las colegiaturas a tiempo. La morosidad de nuestras familias es de apenas 2 por ciento, porque cobramos por nómina y hablamos con cada familia antes de aprobar el plan. Nuestro equipo viene de la banca y de la dirección escolar: sabemos cómo piensa un director y cómo piensa un banco. Además, cada colegio recibe un tablero donde ve en tiempo real quién pagó y quién no. Queremos sumar 40 colegios antes del próximo ciclo escolar. ¿Le parece si el jueves a las diez visitamos su colegio y le mostramos el plan con los números de su propia matrícula?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'overTime' },
  },
  {
    id: 'es10-cali-restaurant-solar-fast',
    about: 'Cali restaurants, rooftop solar; far too fast',
    durationSeconds: 37,
    text: 'La factura de luz de un restaurante en Cali subió 40 por ciento en dos años. Un restaurante mediano paga hoy cerca de 3 millones de pesos al mes solo en energía. SolCali instala paneles solares en su techo sin cuota inicial: usted paga una cuota mensual más baja que su factura actual y en seis años los paneles son suyos. Ya instalamos en 85 restaurantes y panaderías del Valle, y su factura bajó en promedio 55 por ciento desde el primer mes. Lo visito el martes a las tres, miro su techo y su factura y le dejo la propuesta por escrito. ¿Le queda bien?',
    labels: { structure: all, paceBand: 'fast', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'es11-huehuetenango-coffee-plants-slow',
    about: 'Huehuetenango coffee growers, rust-resistant plants; far too slow',
    durationSeconds: 56,
    text: 'Los caficultores de Huehuetenango pierden hasta un tercio de la cosecha por la roya. La mayoría fumiga tarde. CaféSano vende plantas resistentes a la roya y manda un técnico a la finca cada dos meses. Doscientos caficultores nos compran cada año, y su cosecha subió un 30 por ciento. Pida sus primeras quinientas plantas esta semana y se las llevamos gratis a la finca.',
    labels: { structure: all, paceBand: 'slow', fillerBand: 'low', mainIssue: 'pace' },
  },
  {
    id: 'es12-puebla-bakery-greeting-nohook',
    about: 'Puebla bakery supplying cafés; greeting and family history first',
    durationSeconds: 58,
    text: 'Buenos días, mi nombre es Rocío Hernández y soy la dueña de Panadería La Espiga. Somos una panadería familiar de Puebla que fundó mi abuelo en 1978. Muchas cafeterías venden pan del día anterior, y el pan duro se tira. Nosotros horneamos en la madrugada y entregamos pan caliente antes de las siete, y solo cobramos lo que se vende. Hoy le surtimos a 120 cafeterías y tiendas del centro y de Cholula, y nueve de cada diez siguen con nosotros después de un año. ¿Le parece si mañana le dejo una charola de prueba y el lunes arrancamos con su primer pedido?',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'es13-barranquilla-office-cleaning-noproblem',
    about: 'Barranquilla office cleaning; product first, no pain named',
    durationSeconds: 54,
    text: '¿Se imagina llegar el lunes a una oficina impecable sin mover un dedo? BrilloCaribe es un servicio de aseo para oficinas en Barranquilla. Limpiamos después del horario, traemos nuestros propios productos ecológicos y le mandamos fotos por WhatsApp cuando terminamos. Nuestro personal está capacitado, afiliado a seguridad social y con contrato. Atendemos 70 oficinas en el norte de la ciudad, y 60 de ellas llevan más de un año con nosotros. Una limpieza semanal para una oficina de diez puestos cuesta 900 mil pesos al mes. ¿Le hacemos una limpieza de prueba gratis este viernes?',
    labels: { structure: { ...all, problem: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProblem' },
  },
  {
    id: 'es14-huancayo-biography-no-offer',
    about: 'Huancayo founder story; never says what is offered',
    durationSeconds: 55,
    text: 'Mi nombre es Julio Quispe y nací en Huancayo. Mi papá era comerciante en la feria dominical y mi mamá vendía queso en el mercado. Estudié administración en la universidad y trabajé seis años en un banco en Lima. Ahí aprendí mucho sobre cómo crecen los negocios y por qué quiebran. Hace dos años regresé a mi tierra porque quería construir algo para mi comunidad. Desde entonces he conversado con cientos de comerciantes y he escuchado sus historias. Creo firmemente que Huancayo puede ser un gran lugar para hacer negocios. Quisiera pedirles que se asocien con nosotros.',
    labels: {
      structure: { hook: false, problem: false, solution: false, proof: false, ask: true },
      paceBand: 'good',
      fillerBand: 'low',
      mainIssue: 'noSolution',
    },
  },
  {
    id: 'es15-tijuana-restaurant-delivery-spanglish-strong',
    about: 'Tijuana restaurants, own delivery riders; strong, Spanglish',
    durationSeconds: 47,
    text: '¿Cuánto le cobran las apps de delivery por cada pedido? En Tijuana, hasta el 30 por ciento. Con RepartoYa, su restaurante hace el delivery con nuestros repartidores y paga una tarifa fija de 35 pesos por pedido, sin comisión. Sus clientes piden por WhatsApp o desde su página, y usted ve cada pedido en una sola pantalla. Ya trabajamos con 48 restaurantes en Zona Río y Otay, y cada uno se ahorra en promedio 12 mil pesos al mes. El feedback de los clientes es que la comida llega más caliente. ¿Le activo la cuenta hoy y el viernes hacemos juntos los primeros pedidos?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'es16-rivera-dairy-feed-portunol-noproof',
    about: 'Rivera (Uruguay–Brazil border) dairy feed; Portuñol; no proof',
    durationSeconds: 56,
    text: 'Los tambos de Rivera pierden leche todo el verano porque las vacas comen pasto seco y producen menos. LecheMais es una ración de maíz y soja que a gente fabrica acá en Rivera y que llevamos al tambo en bolsas de 40 kilos. Com ela, la vaca mantiene la producción aunque no llueva, y usted paga lo mismo que paga hoy por la ración de Brasil, sin flete. Entregamos en 24 horas, todos los días, inclusive los domingos. Le propongo una prueba: el lunes le dejo diez bolsas, y en dos semanas usted mide cuánta leche sacó de más.',
    labels: { structure: { ...all, proof: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noProof' },
  },
  {
    id: 'es17-bogota-credit-app-investor-rude',
    about: 'Bogotá shop-credit app, investor pitch; arrogant and rude',
    durationSeconds: 47,
    text: 'Sinceramente, la mayoría de los inversionistas en esta sala no tiene ni idea de cómo funciona el comercio de barrio en Colombia, así que pongan atención. Los tenderos pierden plata todos los días porque fían y no anotan. FíaBien es una app que registra cada fiado por voz y le manda el cobro al cliente por WhatsApp. Tenemos 15 mil tenderos y registran 80 mil fiados al día. Si no ven que esta es la oportunidad más grande del país, francamente no deberían estar invirtiendo. Estamos levantando 2 millones de dólares. Firmen esta semana o vean cómo otro más listo se les adelanta.',
    labels: { structure: { ...all, hook: false }, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'tone' },
  },
];

export const SPANISH_HELD_OUT_PITCHES: PitchSample[] = [
  {
    id: 'esh1-bata-generator-maintenance-strong',
    about: 'Bata (Equatorial Guinea) generator maintenance for hotels; strong',
    durationSeconds: 45,
    text: 'En Bata, cada apagón le cuesta a un hotel pequeño clientes que no vuelven. Y los apagones llegan varias veces por semana. GeneBata le da mantenimiento a su generador cada mes y, si se daña, le instalamos uno de reemplazo en menos de cuatro horas. Cobramos una cuota fija de 150 mil francos al mes. Hoy cuidamos los generadores de 35 hoteles y clínicas en Bata y Malabo, y el año pasado ninguno pasó una noche a oscuras. ¿Le parece si el miércoles por la mañana reviso su generador sin costo y le dejo el plan por escrito?',
    labels: { structure: all, paceBand: 'persuasive', fillerBand: 'low', mainIssue: 'none' },
  },
  {
    id: 'esh2-oaxaca-mezcal-supply-vagueask-spanglish',
    about: 'Oaxaca mezcal supply to restaurants; vague ask, Spanglish',
    durationSeconds: 51,
    text: '¿Cuántas veces se le ha acabado el mezcal un viernes en la noche? A los restaurantes de Oaxaca les pasa seguido, porque los productores de la sierra entregan cuando pueden. Mezcales Tobalá junta la producción de doce palenques y le surte su pedido cada semana, con factura y a precio de palenque. Ya le surtimos a 40 restaurantes y bares del centro, y ninguno se ha quedado sin mezcal en un año. Le dejo mi tarjeta, y cuando tenga chance me manda un mensaje y yo le hago el follow-up.',
    labels: { structure: all, paceBand: 'good', fillerBand: 'low', mainIssue: 'vagueAsk' },
  },
  {
    id: 'esh3-chiclayo-school-fee-loans-hedged',
    about: 'Chiclayo school-fee loans; hedged',
    durationSeconds: 50,
    text: 'Bueno, nosotros, este, creo que ayudamos un poco a las familias de Chiclayo con las pensiones del colegio. Muchas mamás se atrasan con la pensión y a veces los chicos no pueden dar sus exámenes. PensiónFácil es un préstamo pequeño que tal vez les permite pagar a tiempo, y lo pagan más o menos en cuotas semanales. Tenemos como que doscientas familias y creo que la mayoría paga bien, probablemente. Ojalá podamos crecer a Lambayeque y Piura. Si quizás le interesa, tal vez podríamos conversar la próxima semana.',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'some', mainIssue: 'hedges' },
  },
  {
    id: 'esh4-antigua-hotel-tours-fillers-spanglish',
    about: 'Antigua Guatemala hotels selling tours; filler-laden, Spanglish',
    durationSeconds: 58,
    text: 'Eh, o sea, lo que hacemos es, este, una plataforma para que los hoteles de Antigua, eh, vendan tours, ¿no? Tipo, el turista llega, no sabe qué hacer y se va con el primer guía de la calle, y el hotel no gana nada, ¿me explico? Este, con TourAntigua el hotel puede checar la disponibilidad y, eh, reservar el tour ahí mismo, y se gana el 15 por ciento de comisión. O sea, ya tenemos, eh, 22 hoteles y el feedback es bien bueno. Básicamente, queremos que usted la pruebe. ¿Qué tal si el viernes le hago la demo en su hotel?',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'high', mainIssue: 'fillers' },
  },
  {
    id: 'esh5-cartagena-fish-cold-rooms-nohook',
    about: 'La Boquilla (Cartagena) fishers, solar cold rooms; greeting and biography first',
    durationSeconds: 56,
    text: 'Hola, buenas tardes, yo soy Wilmer Pájaro, de La Boquilla, y trabajo hace veinte años con los pescadores. Los pescadores de aquí pierden casi una cuarta parte de lo que sacan porque no tienen dónde enfriarlo, y el intermediario les paga lo que quiere. FríoMar pone cuartos fríos solares en la misma playa y les compra el pescado a precio justo. En el primer cuarto, 90 pescadores bajaron la pérdida del 25 al 5 por ciento en ocho meses. Necesitamos un restaurante que nos compre 500 kilos por semana. ¿Nos reunimos el martes en su restaurante para cerrar un piloto de un mes?',
    labels: { structure: { ...all, hook: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noHook' },
  },
  {
    id: 'esh6-guatemala-city-taxi-repairs-noask',
    about: 'Guatemala City taxi repairs; no ask',
    durationSeconds: 53,
    text: 'En la Ciudad de Guatemala, un taxista que lleva el carro al taller pierde tres días de trabajo esperando repuestos. Son tres días sin ingreso. TallerExpress tiene los repuestos más comunes en bodega y repara el carro el mismo día, o le presta otro carro mientras tanto. Ya atendimos a más de 600 taxistas en la zona 1 y la zona 18, y ocho de cada diez regresan con nosotros. Nuestros mecánicos están certificados y damos garantía de tres meses. Queremos que ningún taxista pierda un día de trabajo por un carro parado.',
    labels: { structure: { ...all, ask: false }, paceBand: 'good', fillerBand: 'low', mainIssue: 'noAsk' },
  },
];

import type { Phrases } from '../../i18n/phrases';

/**
 * The Spanish of every form declaration (grouped by form), their shared fields, and every option list of spec.md section 3, keyed by the English they show.
 * Natural for Florida's Spanish speakers and in tú, as everywhere (docs/i18n.md).
 * tests/unit/core/i18n/catalogs.test.ts fails on a phrase a converted form shows without Spanish
 * here, and on a phrase here that nothing shows.
 */
export default {
  // contact-us
  'Contact us': 'Contáctanos',
  'Questions about a community, a floorplan or building on your land? Send us a note and a new home specialist will get back to you.':
    '¿Tienes preguntas sobre una comunidad, un plano o sobre construir en tu terreno? Escríbenos y un especialista en casas nuevas te responderá.',
  'Send message': 'Enviar mensaje',
  'Thank you for contacting us! A new home specialist will be in touch shortly.':
    '¡Gracias por escribirnos! Un especialista en casas nuevas se comunicará contigo muy pronto.',
  'Community of interest': 'Comunidad de interés',
  'Any community': 'Cualquier comunidad',
  'How can we help?': '¿Cómo te podemos ayudar?',
  // schedule-a-visit
  'Schedule a visit': 'Agenda una visita',
  'Meet a new home specialist at a model center, or online.':
    'Reúnete con un especialista en casas nuevas en una casa modelo o en línea.',
  'Schedule my visit': 'Agendar mi visita',
  'Thank you! We look forward to meeting you and will confirm your visit shortly.':
    '¡Gracias! Tenemos muchas ganas de conocerte y pronto te confirmaremos la visita.',
  'Where would you like to meet?': '¿Dónde te gustaría reunirte?',
  'Choose a model center': 'Elige una casa modelo',
  'Visit date': 'Fecha de la visita',
  'Visit time': 'Hora de la visita',
  'Choose a time': 'Elige una hora',
  // schedule-a-tour
  'Schedule a tour': 'Agenda un recorrido',
  'Pick a day and we will have the model home ready for you.': 'Elige un día y tendremos la casa modelo lista para ti.',
  'Request my tour': 'Pedir mi recorrido',
  'Thank you! We will call or email you shortly to confirm your tour.':
    '¡Gracias! Pronto te llamaremos o te escribiremos para confirmar tu recorrido.',
  'Preferred tour date': 'Fecha preferida para el recorrido',
  'Preferred time of day': 'Hora del día preferida',
  'Any time': 'Cualquier hora',
  Morning: 'Mañana',
  Afternoon: 'Tarde',
  Evening: 'Noche',
  // get-updates
  'Get updates': 'Recibe novedades',
  'Be the first to hear about new homes, pricing and events.':
    'Entérate antes que nadie de casas nuevas, precios y eventos.',
  'Sign me up': 'Suscribirme',
  'Thank you! You will be the first to hear about new homes, pricing and events.':
    '¡Gracias! Te enterarás antes que nadie de casas nuevas, precios y eventos.',
  'When are you looking to buy?': '¿Cuándo piensas comprar?',
  // lock-in
  "Lock in today's price": 'Asegura el precio de hoy',
  'Found the one? Tell us where, and a new home specialist will call you to hold your price.':
    '¿Encontraste la casa ideal? Dinos dónde y un especialista en casas nuevas te llamará para reservarte el precio.',
  'Lock in my price': 'Asegurar mi precio',
  'Thank you! A new home specialist will call you shortly to lock in your price.':
    '¡Gracias! Un especialista en casas nuevas te llamará muy pronto para asegurar tu precio.',
  Community: 'Comunidad',
  'Choose a community': 'Elige una comunidad',
  'When would you like to move?': '¿Cuándo te gustaría mudarte?',
  // reserve-a-lot
  'Reserve a lot': 'Reserva un lote',
  'Hold your homesite while we walk you through plans and pricing. There is no obligation.':
    'Aparta tu terreno mientras te mostramos los planos y los precios. Sin compromiso.',
  'Reserve my lot': 'Reservar mi lote',
  'Thank you! Your lot request is in. A new home specialist will call you shortly to finish your reservation.':
    '¡Gracias! Recibimos tu solicitud de lote. Un especialista en casas nuevas te llamará muy pronto para completar tu reserva.',
  'When would you like to move in?': '¿Cuándo te gustaría mudarte?',
  'Price range': 'Rango de precio',
  'Choose a range': 'Elige un rango',
  // inquire-home
  'Inquire about this home': 'Pregunta por esta casa',
  'Send my inquiry': 'Enviar mi consulta',
  'Thank you for your interest in this home! A new home specialist will contact you shortly.':
    '¡Gracias por tu interés en esta casa! Un especialista en casas nuevas se comunicará contigo muy pronto.',
  'What would you like to know?': '¿Qué te gustaría saber?',
  // full-interest
  'Join our full interest list': 'Únete a nuestra lista de interesados',
  'Tell us where and what you would like to build, and we will let you know as soon as it is available.':
    'Cuéntanos dónde y qué te gustaría construir, y te avisaremos en cuanto esté disponible.',
  'Join the list': 'Unirme a la lista',
  'Thank you for joining our full interest list! We will keep you posted.':
    '¡Gracias por unirte a nuestra lista de interesados! Te mantendremos al tanto.',
  'Where would you like to live?': '¿Dónde te gustaría vivir?',
  'What would you like in a home?': '¿Qué te gustaría en una casa?',
  'When would you like to move or build?': '¿Cuándo te gustaría mudarte o construir?',
  'Do you own your current home?': '¿Eres dueño de la casa donde vives?',
  'Are you working with a realtor?': '¿Trabajas con un agente de bienes raíces?',
  // event
  'Register for this event': 'Inscríbete en este evento',
  Register: 'Inscribirme',
  'You are registered! We look forward to seeing you.': '¡Ya estás inscrito! Tenemos muchas ganas de verte.',
  'Number of guests, you included': 'Número de invitados, contándote a ti',
  'Anything we should know?': '¿Hay algo que debamos saber?',
  // get-connected-realtor-program
  'Join our realtor program': 'Únete a nuestro programa para agentes',
  'Get our new-home inventory, co-op details and broker events first.':
    'Recibe antes que nadie nuestro inventario de casas nuevas, los detalles de comisión compartida y los eventos para agentes.',
  'Get connected': 'Conectarme',
  'Thank you! Our realtor liaison will be in touch within one business day.':
    '¡Gracias! Nuestro enlace con agentes se comunicará contigo en un día hábil.',
  Brokerage: 'Agencia inmobiliaria',
  'Florida license number': 'Número de licencia de Florida',
  // realtor-referral
  'Register a client': 'Registra a un cliente',
  'Register your buyer before their first visit, and we will protect your commission.':
    'Registra a tu comprador antes de su primera visita y protegeremos tu comisión.',
  'Register my client': 'Registrar a mi cliente',
  'Thank you! Your client is registered to you. Our sales team will be in touch with you both.':
    '¡Gracias! Tu cliente quedó registrado a tu nombre. Nuestro equipo de ventas se comunicará contigo y con tu cliente.',
  'Your first name': 'Tu nombre',
  'Your last name': 'Tu apellido',
  'Your email': 'Tu correo electrónico',
  'Your phone': 'Tu teléfono',
  "Client's first name": 'Nombre del cliente',
  "Client's last name": 'Apellido del cliente',
  "Client's email": 'Correo electrónico del cliente',
  "Client's phone": 'Teléfono del cliente',
  "Client's street address": 'Dirección del cliente',
  "Client's city": 'Ciudad del cliente',
  "Client's state": 'Estado del cliente',
  "Client's ZIP code": 'Código postal del cliente',
  'Where would your client like to live?': '¿Dónde le gustaría vivir a tu cliente?',
  'What would your client like in a home?': '¿Qué le gustaría a tu cliente en una casa?',
  "Client's price range": 'Rango de precio del cliente',
  'When is your client looking to buy?': '¿Cuándo piensa comprar tu cliente?',
  'Notes about your client': 'Notas sobre tu cliente',
  // pre-referral-program and referral-program
  'Refer a friend': 'Recomienda a un amigo',
  'Know someone who would love a new home? Tell us who, and we will thank you when they buy.':
    '¿Conoces a alguien a quien le encantaría una casa nueva? Dinos quién y te lo agradeceremos cuando compre.',
  'Send my referral': 'Enviar mi recomendación',
  'Thank you! One more step: tell us about you below, so we can thank you when your friend buys.':
    '¡Gracias! Falta un paso: cuéntanos sobre ti aquí abajo, para agradecerte cuando tu amigo compre.',
  "Friend's first name": 'Nombre de tu amigo',
  "Friend's last name": 'Apellido de tu amigo',
  "Friend's email": 'Correo electrónico de tu amigo',
  "Friend's phone": 'Teléfono de tu amigo',
  'Complete your referral': 'Completa tu recomendación',
  'A few details about you, so we can thank you when your friend buys.':
    'Unos datos sobre ti, para agradecerte cuando tu amigo compre.',
  'Complete my referral': 'Completar mi recomendación',
  'Thank you for your referral! We will reach out to your friend and keep you posted.':
    '¡Gracias por tu recomendación! Nos comunicaremos con tu amigo y te mantendremos al tanto.',
  'Your street address': 'Tu dirección',
  'Your city': 'Tu ciudad',
  'Your state': 'Tu estado',
  'Your ZIP code': 'Tu código postal',
  'Has your friend met one of our sales specialists?':
    '¿Tu amigo ya conoce a alguno de nuestros especialistas en ventas?',
  'Which sales specialist?': '¿Cuál especialista en ventas?',
  'Choose a sales specialist': 'Elige un especialista en ventas',
  // pre-twelve-days and twelve-days
  'Twelve days of giving': 'Doce días de regalos',
  'Twelve Polk County families win a gift for the holidays. Start your entry here.':
    'Doce familias del condado de Polk ganan un regalo para las fiestas. Empieza tu participación aquí.',
  'Start my entry': 'Empezar mi participación',
  'Thank you! One more step: complete your entry below.':
    '¡Gracias! Falta un paso: completa tu participación aquí abajo.',
  'Complete your entry': 'Completa tu participación',
  'Enter for yourself, or nominate someone who gives to others all year.':
    'Participa tú o nomina a alguien que ayuda a los demás todo el año.',
  'Enter to win': 'Participar',
  'Thank you for your entry! Winners are announced on each of the twelve days.':
    '¡Gracias por participar! Anunciamos a los ganadores en cada uno de los doce días.',
  'Who are you entering?': '¿A quién inscribes?',
  'Enter to win by referring yourself!': '¡Participa inscribiéndote tú!',
  'Nominate a friend or family member': 'Nomina a un amigo o familiar',
  "Nominee's name (if you nominate someone)": 'Nombre de la persona nominada (si nominas a alguien)',
  'Tell us why this family deserves a gift': 'Cuéntanos por qué esta familia merece un regalo',
  // buying-application
  'Apply to buy your new home': 'Solicita la compra de tu casa nueva',
  'Apply in about five minutes. Our preferred lender uses it to pre-qualify you; nothing is final until you sign.':
    'Completa la solicitud en unos cinco minutos. Nuestro prestamista preferido la usa para precalificarte; nada es definitivo hasta que firmes.',
  'Send my application': 'Enviar mi solicitud',
  'Thank you! Your application is on its way. A new home specialist will call you within one business day.':
    '¡Gracias! Tu solicitud va en camino. Un especialista en casas nuevas te llamará en un día hábil.',
  'Date of birth': 'Fecha de nacimiento',
  'Social security number': 'Número de Seguro Social',
  '9 digits. Used only to check your credit with our preferred lender.':
    '9 dígitos. Solo se usa para revisar tu crédito con nuestro prestamista preferido.',
  'Current employer': 'Empleador actual',
  'Started with this employer on': 'Fecha en que empezaste con este empleador',
  'Yearly household income (US$)': 'Ingreso anual del hogar (US$)',
  'Is this your first home?': '¿Es tu primera casa?',
  'If you sold a home in the last 3 years, when?': 'Si vendiste una casa en los últimos 3 años, ¿cuándo?',
  'Leave it empty if you have not owned a home for 3 years: you may count as a first-time buyer.':
    'Déjalo en blanco si no has tenido casa propia en 3 años: podrías contar como comprador de primera vivienda.',
  'Community you would like to live in': 'Comunidad donde te gustaría vivir',
  'Not sure yet': 'Todavía no lo sé',
  'Co-buyer first name': 'Nombre del comprador conjunto',
  'Co-buyer last name': 'Apellido del comprador conjunto',
  'Co-buyer social security number': 'Número de Seguro Social del comprador conjunto',
  'Only if you are buying with someone.': 'Solo si compras con otra persona.',
  'Credit check authorization': 'Autorización para revisar el crédito',
  'I authorize the builder and its preferred lender to check my credit to pre-qualify me.':
    'Autorizo al constructor y a su prestamista preferido a revisar mi crédito para precalificarme.',
  // applicant (career application)
  'Apply for this position': 'Solicita este puesto',
  'Tell us about yourself and attach your résumé. Our team reads every application.':
    'Cuéntanos sobre ti y adjunta tu currículum. Nuestro equipo lee cada solicitud.',
  'Thank you for applying! Our hiring team will review your application and contact you if it is a match.':
    '¡Gracias por postularte! Nuestro equipo de contratación revisará tu solicitud y se comunicará contigo si encajas en el puesto.',
  'Highest education completed': 'Nivel de estudios más alto',
  'When could you start?': '¿Cuándo podrías empezar?',
  'Are you 18 or older?': '¿Tienes 18 años o más?',
  'Are you authorized to work in the US?': '¿Tienes autorización para trabajar en EE. UU.?',
  'Résumé and cover letter': 'Currículum y carta de presentación',
  'Up to three PDF, Word, RTF, JPEG or PNG files, 3MB each.':
    'Hasta tres archivos PDF, Word, RTF, JPEG o PNG, de 3 MB cada uno.',
  'Why would you like to join us?': '¿Por qué te gustaría trabajar con nosotros?',
  // service-request
  'Request warranty service': 'Solicita servicio de garantía',
  'Tell us about your home and list each issue with where it is, what is wrong and a few pictures. Our warranty team will call you to schedule a visit.':
    'Cuéntanos sobre tu casa y anota cada problema: dónde está, qué falla y algunas fotos. Nuestro equipo de garantía te llamará para agendar una visita.',
  'Send service request': 'Enviar solicitud de servicio',
  'Thank you! Your service request is in. Our warranty team will call you within two business days to schedule a visit.':
    '¡Gracias! Recibimos tu solicitud de servicio. Nuestro equipo de garantía te llamará en un plazo de dos días hábiles para agendar una visita.',
  'Home address': 'Dirección de la casa',
  'Choose your community': 'Elige tu comunidad',
  'Closing date': 'Fecha de cierre',
  'Warranty issues': 'Problemas de garantía',
  'Add at least one issue: where it is and what is wrong.': 'Agrega al menos un problema: dónde está y qué falla.',
  'Anything else we should know? (gate code, pets, best time to call)':
    '¿Algo más que debamos saber? (código de la reja, mascotas, mejor hora para llamarte)',
  // login
  'Sign in to my favorites': 'Inicia sesión en mis favoritos',
  'Sign in': 'Iniciar sesión',
  'You are signed in.': 'Iniciaste sesión.',
  'Forgot your password?': '¿Olvidaste tu contraseña?',
  'Create an account': 'Crea una cuenta',
  Password: 'Contraseña',
  // create-account
  'Create your account': 'Crea tu cuenta',
  'Create account': 'Crear cuenta',
  'Your account has been created.': 'Se creó tu cuenta.',
  'Already have an account? Sign in': '¿Ya tienes una cuenta? Inicia sesión',
  'At least 8 characters.': 'Al menos 8 caracteres.',
  // forgot-password
  'Reset your password': 'Restablece tu contraseña',
  'Send reset link': 'Enviar enlace',
  'Check your email for a link to reset your password.':
    'Revisa tu correo: te enviamos un enlace para restablecer tu contraseña.',
  'Back to sign in': 'Volver a iniciar sesión',
  'We will send a link to reset your password.': 'Te enviaremos un enlace para restablecer tu contraseña.',
  // my-profile
  'My profile': 'Mi perfil',
  'Save profile': 'Guardar perfil',
  'Your profile has been updated.': 'Se actualizó tu perfil.',
  // change-password
  'Change password': 'Cambiar contraseña',
  'Your password has been changed.': 'Se cambió tu contraseña.',
  'Current password': 'Contraseña actual',
  'New password': 'Contraseña nueva',
  'Confirm new password': 'Confirma la contraseña nueva',
  // the demo server's other answers to the account forms (demo/api/accounts.ts; a real API answers in its own words)
  'The email or password is not correct.': 'El correo electrónico o la contraseña no son correctos.',
  'An account already exists for this email. Sign in, or reset your password.':
    'Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
  'If an account exists for this email, we have sent a link to reset the password.':
    'Si existe una cuenta con este correo, te enviamos un enlace para restablecer la contraseña.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'The current password is not correct.': 'La contraseña actual no es correcta.',
  // the demo server's answer to a lead (a real CMS answers in its own words)
  'Thank you! We received your form.': '¡Gracias! Recibimos tu formulario.',
  // shared fields (common-fields.ts)
  'First name': 'Nombre',
  'Last name': 'Apellido',
  Email: 'Correo electrónico',
  Phone: 'Teléfono',
  'Street address': 'Dirección',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP code': 'Código postal',
  'Comments or questions': 'Comentarios o preguntas',
  'How did you hear about us?': '¿Cómo te enteraste de nosotros?',
  'Choose one': 'Elige una opción',
  'Please contact me as soon as possible': 'Comuníquense conmigo lo antes posible',
  'How should we contact you?': '¿Cómo prefieres que te contactemos?',
  // spec.md section 3: model centers plus these two
  'Virtual Appointment': 'Cita virtual',
  "I'm not sure": 'No estoy seguro',
  // referral sources
  Billboard: 'Valla publicitaria',
  'Phone Call': 'Llamada telefónica',
  'Direct Mail': 'Correo directo',
  'Internet Advertisment': 'Anuncio en internet',
  'Lakeland Homes Website': 'Sitio web de Lakeland Homes',
  'A Friend or Family Member': 'Un amigo o familiar',
  'A Realtor': 'Un agente de bienes raíces',
  // timeframes
  '30 days': '30 días',
  '60-90 days': '60 a 90 días',
  'More Than 90 days': 'Más de 90 días',
  Immediately: 'De inmediato',
  '1-3 months': '1 a 3 meses',
  '4-6 months': '4 a 6 meses',
  '7+ months': '7 meses o más',
  // desired locations: place names stay, but for "On Your Land"
  'On Your Land': 'En tu terreno',
  // home types
  'Two-Story': 'Dos pisos',
  'Great Room': 'Sala familiar amplia (great room)',
  Lanai: 'Lanai (terraza techada)',
  '1,400 - 1,800 Sq Ft': '1,400 - 1,800 pies cuadrados',
  '1,800 - 2,200 Sq Ft': '1,800 - 2,200 pies cuadrados',
  '2,200 - 2,600 Sq Ft': '2,200 - 2,600 pies cuadrados',
  '2,600 - 3,000 Sq Ft': '2,600 - 3,000 pies cuadrados',
  'Above 3,000 Sq Ft': 'Más de 3,000 pies cuadrados',
  '3 Bed / 2 Bath': '3 habitaciones / 2 baños',
  '3 Bed / 2.5 Bath': '3 habitaciones / 2.5 baños',
  '3 Bed / 3 Bath': '3 habitaciones / 3 baños',
  '4 Bed / 2 Bath': '4 habitaciones / 2 baños',
  '4 Bed / 2.5 Bath': '4 habitaciones / 2.5 baños',
  '4 Bed / 3 Bath': '4 habitaciones / 3 baños',
  '5 Bed / 3 Bath': '5 habitaciones / 3 baños',
  '5 Bed / 4 Bath': '5 habitaciones / 4 baños',
  // education levels
  GED: 'GED (equivalente de secundaria)',
  'High School': 'Secundaria (high school)',
  'Some College': 'Algunos estudios universitarios',
  "Associate's": 'Título técnico (associate)',
  "Bachelor's": 'Licenciatura (bachelor)',
  "Master's": 'Maestría',
  Yes: 'Sí',
  // contact methods
  'Text Message': 'Mensaje de texto',
  // states (spec.md section 3; account forms add the last four)
  'District of Columbia': 'Distrito de Columbia',
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Michigan: 'Míchigan',
  Mississippi: 'Misisipi',
  Missouri: 'Misuri',
  'New Hampshire': 'Nuevo Hampshire',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  Oregon: 'Oregón',
  Pennsylvania: 'Pensilvania',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
  Palau: 'Palaos',
  'Virgin Islands': 'Islas Vírgenes',
  // Place names and brands Spanish writes as English (Florida, The Ledger...) are left out: they show as they are.
} satisfies Phrases;

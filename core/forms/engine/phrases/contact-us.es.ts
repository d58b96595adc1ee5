import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/contact-us.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Contact us': 'Contáctanos',
  'Questions about a community, a floorplan or building on your land? Send us a note and a new home specialist will get back to you.':
    '¿Tienes preguntas sobre una comunidad, un plano o sobre construir en tu terreno? Escríbenos y un especialista en casas nuevas te responderá.',
  'Send message': 'Enviar mensaje',
  'Thank you for contacting us! A new home specialist will be in touch shortly.':
    '¡Gracias por escribirnos! Un especialista en casas nuevas se comunicará contigo muy pronto.',
  'Community of interest': 'Comunidad de interés',
  'Any community': 'Cualquier comunidad',
  'How can we help?': '¿Cómo te podemos ayudar?',
} satisfies Phrases;

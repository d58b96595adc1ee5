import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/career-application.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
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
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Send my application': 'Enviar mi solicitud',
} satisfies Phrases;

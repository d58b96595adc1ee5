import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/referral-program.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
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
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Anything we should know?': '¿Hay algo que debamos saber?',
  'Your first name': 'Tu nombre',
  'Your last name': 'Tu apellido',
  'Your email': 'Tu correo electrónico',
  'Your phone': 'Tu teléfono',
} satisfies Phrases;

import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/twelve-days.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
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
} satisfies Phrases;

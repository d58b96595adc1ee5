import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** A move-in-ready home's page words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando la casa…',
  planIn: 'Plano {plan} en ',
  in: 'En ',
  sheet: 'Hoja de características (PDF)',
  newTab: ', se abre en una pestaña nueva',
  inquire: 'Pregunta por esta casa',
  estimated: 'Pago estimado',
  perMonth: '{amount} al mes',
  terms: 'con {down}% de pago inicial, {years} años al {rate}%, impuestos, seguro y PMI incluidos.',
  zoom: 'Ampliar ',
  photo: 'Foto {n} de {street}',
  photosOf: 'Planos y fotos de {street}',
  plansOf: 'Planos de {street}',
  thePlan: 'El {plan}',
  theHome: 'La casa',
} satisfies Translation<typeof en>;

import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** Our floorplans' words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando planos…',
  none: 'Todavía no hay planos para mostrar aquí.',
  offeredIn: 'Disponible en',
  one: 'plano',
  many: 'planos',
  noMatch: 'Ningún plano coincide con estos filtros. Prueba con menos filtros o bórralos.',
} satisfies Translation<typeof en>;

import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** A community's floorplans' words, in Spanish (tú; docs/i18n.md). */
export default {
  loading: 'Cargando planos…',
  title: 'Planos en {community}',
  one: 'plano',
  many: 'planos',
  noMatch: 'Ningún plano de aquí coincide con estos filtros. Prueba con menos filtros o bórralos.',
  none: '{community} todavía no tiene planos para mostrar.',
  print: 'Imprimir la hoja de precios',
  newTab: '(se abre en una pestaña nueva)',
} satisfies Translation<typeof en>;

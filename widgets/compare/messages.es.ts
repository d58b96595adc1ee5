import type { Translation } from '../../core/i18n';
import type en from './messages.en';

/** The compare page's words, in Spanish (tú; docs/i18n.md). */
export default {
  title: 'Compara casas y planos',
  browseHomes: 'Explora casas listas para mudarte',
  browsePlans: 'Explora nuestros planos',
  footnote: 'Tu pago será distinto: pide una cotización a nuestros socios de financiamiento.',
  assumptions:
    'Estimado con {down}% de pago inicial y un préstamo a {years} años al {rate}%, con impuesto a la propiedad de {tax}, seguro de la vivienda de {insurance} y PMI de {pmi} al año.',
  nothing:
    'Todavía no hay nada que comparar. Elige Comparar en hasta {limit} casas o planos para verlos aquí lado a lado.',
  copied: 'Enlace copiado. Quien lo abra verá estas casas y planos.',
  copyThis: 'Copia esta dirección para compartir la comparación: {url}',
  onlyDiffer: 'Mostrar solo las filas que difieren',
  copy: 'Copiar enlace',
  print: 'Imprimir',
  price: 'Precio',
  monthly: 'Pago mensual estimado',
  community: 'Comunidad',
  notListed: 'No indicado',
  perMonth: '{amount} al mes',
  fromPerMonth: 'Desde {amount} al mes',
  floorPlanN: 'Plano {n}',
  floorPlanAlt: '{name}: plano, {label}',
  home: 'Casa lista para mudarte',
  homePlan: 'Casa lista para mudarte, plano {plan}',
  thePlan: 'El {plan}',
  front: '{address}, frente',
  floorplan: 'Plano',
  comparing: { one: 'Comparando {count} casa o plano', other: 'Comparando {count} casas y planos' },
  loading: 'Cargando…',
  remove: 'Quitar',
  fromComparison: '{name} de la comparación',
  differs: 'Difiere',
  floorPlans: 'Planos',
  notPublished: 'No publicado',
  sheet: 'Hoja de características',
  sheetFor: 'de {name} (PDF, se abre en una pestaña nueva)',
  varies: 'Varía según la comunidad',
  rejected: {
    one: 'La dirección de esta comparación nombra {names}, que no es una casa ni un plano que conozcamos, así que se omite.',
    other:
      'La dirección de esta comparación nombra {names}, que no son casas ni planos que conozcamos, así que se omiten.',
  },
  overLimit:
    'Solo se pueden comparar {limit} casas o planos a la vez: se muestran los primeros {limit} de la dirección.',
} satisfies Translation<typeof en>;

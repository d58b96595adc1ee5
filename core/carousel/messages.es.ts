import type { Translation } from '../i18n/catalog';
import type en from './messages.en';

export default {
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  status: 'Imagen {number} de {count}',
  slide: '{number} de {count}',
  zoomIn: 'Ampliar',
  zoomed: 'Vista ampliada: {alt}',
  cannotShow: 'Estas imágenes no se pueden mostrar en este momento.',
  openAt: 'Abrir la galería en la imagen {number} de {count}: {alt}',
  openAtMore: 'Abrir la galería en la imagen {number} de {count}, {more} imágenes más: {alt}',
  strip: 'Imágenes de {name}',
  dialog: 'Galería de {name}',
  floorPlan: 'Plano',
  floorPlanNumber: 'Plano {number}',
  floorPlanAlt: 'Plano de {name}, {label}',
} satisfies Translation<typeof en>;

import type { Translation } from '../i18n';
import type en from './messages.en';

/** Plans and homes in Spanish, in tú (docs/i18n.md: plano, pies²); money reads as in English ($289,900). */
export default {
  beds: { one: 'habitación', other: 'habitaciones' },
  baths: { one: 'baño', other: 'baños' },
  sqft: 'pies²',
  bedrooms: 'Habitaciones',
  bathrooms: 'Baños',
  squareFeet: 'Pies cuadrados',
  fromPrice: 'Desde {price}',
  unpriced: 'Precio próximamente',
  elevation: 'Fachada del {name}',
  loadingPlan: 'Cargando el plano…',
  offeredIn: 'Disponible en',
  allAbout: 'Todo sobre el plano {name}',
} satisfies Translation<typeof en>;

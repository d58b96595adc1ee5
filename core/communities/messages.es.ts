import type { Translation } from '../i18n/catalog';
import type en from './messages.en';

export default {
  priceFrom: 'Desde {price}',
  pricingSoon: 'Precio próximamente',
  pinFrom: '{name}, desde {price}',
  pinPricingSoon: '{name}, precio próximamente',
  nowSelling: 'En venta ahora',
  comingSoon: 'Próximamente',
  soldOut: 'Todo vendido',
  oneBed: '{range} habitación',
  beds: '{range} habitaciones',
  oneBath: '{range} baño',
  baths: '{range} baños',
  sqft: '{range} pies cuadrados',
  viewCommunity: 'Ver {name}',
} satisfies Translation<typeof en>;

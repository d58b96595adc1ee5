import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loadingMap: 'Cargando el mapa de lugares cercanos…',
  loadingAmenities: 'Cargando los lugares cercanos…',
  nearbyAmenities: 'Lugares cercanos',
  chooseHint: 'Elige uno para ver sus lugares en el mapa.',
  none: 'Ninguno',
  placesNear: {
    one: '{amenity}: {count} lugar cerca de {name}',
    other: '{amenity}: {count} lugares cerca de {name}',
  },
  onTheMap: '{name} en el mapa',
  mapLabel: 'Mapa de lugares cerca de {name}',
  listLabel: '{amenity} cerca de {name}',
  thisCommunity: '{name} (esta comunidad)',
  directions: 'Cómo llegar',
  directionsTo: ' a {name} (abre Google Maps en una pestaña nueva)',
} satisfies Translation<typeof en>;

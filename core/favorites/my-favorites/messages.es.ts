import type { Translation } from '../../i18n';
import type en from './messages.en';

/** The my-favorites pages in Spanish, in tú (docs/i18n.md: plano). */
export default {
  signInTo: 'Inicia sesión para ver {what}. Con una cuenta gratuita tienes tus favoritos en todos tus dispositivos.',
  nav: 'Mis favoritos',
  savedFloorplans: 'Planos guardados',
  savedHomes: 'Casas guardadas',
  recentlyViewed: 'Vistos recientemente',
  myProfile: 'Mi perfil',
  signingOut: 'Cerrando sesión…',
  signOut: 'Cerrar sesión',
  loadingFavorites: 'Cargando tus favoritos…',
  loading: 'Cargando…',
  gone: '{name} ya no está en tu lista de {list}.',
  theItem: 'El elemento',
  unavailable: 'Este elemento ya no está disponible.',
  notLoaded: 'No pudimos cargar este elemento en este momento.',
  floorplan: 'Plano',
  floorplanAt: 'Plano en {community}',
  apartment: 'Apartamento',
  apartmentAt: 'Apartamento en {community}',
  homeAt: 'Casa lista para mudarte en {community}',
  community: 'Comunidad',
} satisfies Translation<typeof en>;

import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  ourCommunities: 'Nuestras comunidades',
  communitiesIn: 'Comunidades en {region}',
  count: { one: '{count} comunidad', other: '{count} comunidades' },
  countIn: { one: '{count} comunidad en {region}', other: '{count} comunidades en {region}' },
  showAs: 'Mostrar las comunidades como',
  map: 'Mapa',
  list: 'Lista',
  mapOfOurCommunities: 'Mapa de nuestras comunidades',
  mapOfCommunitiesIn: 'Mapa de las comunidades en {region}',
  seeAll: 'Ver todas las comunidades',
  loading: 'Cargando comunidades…',
  communities: 'Comunidades',
  showOnMap: 'Ver en el mapa',
  showOnMapNamed: 'Ver en el mapa: {name}',
  printList: 'Imprimir la lista completa',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  regions: 'Regiones',
  allCommunities: 'Todas las comunidades',
} satisfies Translation<typeof en>;

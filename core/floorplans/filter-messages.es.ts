import type { Translation } from '../i18n/catalog';
import type en from './filter-messages.en';

export default {
  filterFloorplans: 'Filtra y ordena los planos',
  all: 'Todos',
  yes: 'Sí',
  no: 'No',
  minPrice: 'Precio mínimo',
  maxPrice: 'Precio máximo',
  onYourLot: 'Construir en tu terreno',
  sortBy: 'Ordenar por',
  sortSize: 'Tamaño: de menor a mayor',
  sortPrice: 'Precio: de menor a mayor',
  sortBeds: 'Habitaciones: de menos a más',
  clearFilters: 'Borrar filtros',
} satisfies Translation<typeof en>;

import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Home } from '../schemas/home';

export const HOME_READS = {
  homes: list('api/home', Home, 'No homes found'),
  home: item('api/home/:id', Home, 'No homes found'),
} as const;

export const getHomes = (o?: ListOptions) => readList(HOME_READS.homes, o);
export const getHome = (id: number, o?: ItemOptions) => readItem(HOME_READS.home, byId(id, o));

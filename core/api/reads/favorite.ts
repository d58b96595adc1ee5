import { type ListOptions, readList } from '../read';
import { item, list } from '../read-spec';
import { Favorite, ModalStatus } from '../schemas/favorite';

export const FAVORITE_READS = {
  favorites: list('api/favorite', Favorite, 'No favorites found'),
  views: list('api/view', Favorite, 'No recently viewed items found'),
  favoriteModalStatus: item('api/favorite/modal/hide/', ModalStatus, 'No modal status found', 'modalStatus'),
  hideFavoriteModal: item('api/favorite/modal/hide/', ModalStatus, 'No modal status found', 'modalStatus', {
    method: 'POST',
  }),
} as const;

export const getFavorites = (o?: ListOptions) => readList(FAVORITE_READS.favorites, o);
export const getViews = (o?: ListOptions) => readList(FAVORITE_READS.views, o);

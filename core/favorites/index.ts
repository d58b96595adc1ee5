export { ACCOUNT_PATHS } from '../api/account-paths';
export { FavoriteHeart } from './favorite-heart';
export { useSiteStore, useSiteStoreApi } from './use-site-store';
export { useRecordView } from './use-record-view';

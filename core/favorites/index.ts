export { ACCOUNT_PATHS } from '../api/account-paths';
export { FavoriteHeart } from './favorite-heart';
export { siteStore } from './site-store';
export { useRecordView } from './use-record-view';

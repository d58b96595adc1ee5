export { ACCOUNT_PATHS, accountPage } from '../api/account-paths';
export { FavoriteHeart } from './favorite-heart';
export { useSiteStore, useSiteStoreApi } from './use-site-store';
export { useRecordView } from './use-record-view';
export { useSession } from './use-session';

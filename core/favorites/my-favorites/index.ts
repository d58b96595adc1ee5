export { FavoriteItemsList } from './favorite-items-list';
export { MyFavoritesNav } from './my-favorites-nav';
export { SavedFavorites } from './saved-favorites';
export { SignInPrompt } from './sign-in-prompt';
export { useListRead } from './use-list-read';

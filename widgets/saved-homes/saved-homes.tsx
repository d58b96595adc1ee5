import { SavedFavorites } from '../../core/favorites/my-favorites';

/** Move-in-ready homes and the communities a visitor saved. */
const TYPES = ['home', 'community'] as const;

/** hb-saved-homes: the homes and communities a signed-in visitor has saved; a heart unsaves. */
export function SavedHomes() {
  return (
    <SavedFavorites
      types={TYPES}
      what="your saved homes"
      noun={['saved home or community', 'saved homes and communities']}
      empty={
        <p className="hb-favorite-items__empty">
          No saved homes yet. Tap the heart on a move-in-ready home or a community to keep it here.{' '}
          <a href="/our-communities">Browse our communities</a>
        </p>
      }
    />
  );
}

import { SavedFavorites } from '../../core/favorites/my-favorites';
import { AccountNotice } from '../../core/forms/react';

/** Plans, and plans as offered in a community, are both floorplans to a visitor. */
const TYPES = ['plan', 'residence', 'apartmentResidence'] as const;

/** hb-saved-floorplans: the floorplans a signed-in visitor has saved; a heart unsaves. The page login and create-account lead to. */
export function SavedFloorplans() {
  return (
    <>
      {/* Login and create-account lead here: their message is said again (spec.md section 4). */}
      <AccountNotice />
      <SavedFavorites
        types={TYPES}
        what="your saved floorplans"
        noun={['saved floorplan', 'saved floorplans']}
        empty={
          <p className="hb-favorite-items__empty">
            No saved floorplans yet. Tap the heart on any floorplan to keep it here.{' '}
            <a href="/our-floorplans">Browse our floorplans</a>
          </p>
        }
      />
    </>
  );
}

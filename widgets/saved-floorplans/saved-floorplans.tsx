import { SavedFavorites } from '../../core/favorites/my-favorites';
import { AccountNotice } from '../../core/forms/react';
import { useText } from '../../core/mount';
import { savedFloorplansText } from './messages';

/** Plans, and plans as offered in a community, are both floorplans to a visitor. */
const TYPES = ['plan', 'residence', 'apartmentResidence'] as const;

/** hb-saved-floorplans: the floorplans a signed-in visitor has saved; a heart unsaves. The page login and create-account lead to. */
export function SavedFloorplans() {
  const t = useText(savedFloorplansText);
  return (
    <>
      {/* Login and create-account lead here: their message is said again (spec.md section 4). */}
      <AccountNotice />
      <SavedFavorites
        types={TYPES}
        what={t('what')}
        count={(count) => t('count', { count })}
        list={t('list')}
        empty={
          <p className="hb-favorite-items__empty">
            {t('empty')} <a href="/our-floorplans">{t('browse')}</a>
          </p>
        }
      />
    </>
  );
}

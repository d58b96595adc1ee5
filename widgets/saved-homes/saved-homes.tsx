import { SavedFavorites } from '../../core/favorites/my-favorites';
import { useText } from '../../core/mount';
import { savedHomesText } from './messages';

/** Move-in-ready homes and the communities a visitor saved. */
const TYPES = ['home', 'community'] as const;

/** hb-saved-homes: the homes and communities a signed-in visitor has saved; a heart unsaves. */
export function SavedHomes() {
  const t = useText(savedHomesText);
  return (
    <SavedFavorites
      types={TYPES}
      what={t('what')}
      count={(count) => t('count', { count })}
      list={t('list')}
      empty={
        <p className="hb-favorite-items__empty">
          {t('empty')} <a href="/our-communities">{t('browse')}</a>
        </p>
      }
    />
  );
}

import { usePageId, useText } from '../../core/mount';
import { ALL_TAG, VIDEOS_TAG } from '../../core/rules/gallery';
import { galleryText } from './messages';

interface TagButtonsProps {
  tags: readonly string[];
  pressed: string;
  onPress(tag: string): void;
}

/**
 * The gallery's filters: toggle buttons (aria-pressed), one pressed at a time, in a group whose
 * name says so; a polite status under them tells how many pictures and videos the tag shows.
 */
export function TagButtons({ tags, pressed, onPress }: TagButtonsProps) {
  const labelId = usePageId('hb-gallery-tags');
  const t = useText(galleryText);
  // Our own tags in the widget's language; the CMS's as it wrote them (the address keeps the English).
  const name = (tag: string) => (tag === ALL_TAG ? t('allTag') : tag === VIDEOS_TAG ? t('videosTag') : tag);
  return (
    <div className="hb-gallery__filters">
      <p id={labelId} className="hb-gallery__filters-label">
        {t('show')} <span className="hb-visually-hidden">{t('oneTag')}</span>
      </p>
      <div role="group" aria-labelledby={labelId} className="hb-gallery__tags">
        {tags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="hb-gallery__tag"
            aria-pressed={tag === pressed}
            onClick={() => onPress(tag)}
          >
            {name(tag)}
          </button>
        ))}
      </div>
    </div>
  );
}

import { usePageId } from '../../core/mount';

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
  return (
    <div className="hb-gallery__filters">
      <p id={labelId} className="hb-gallery__filters-label">
        Show <span className="hb-visually-hidden">(one tag at a time)</span>
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
            {tag}
          </button>
        ))}
      </div>
    </div>
  );
}

import type { ReactNode, RefObject } from 'react';
import { useText } from '../../mount/use-text';
import { mapText } from '../messages';

interface MapCardProps {
  title: string;
  onClose(): void;
  cardRef: RefObject<HTMLElement | null>;
  /** Placed beside its marker (useCardBox); otherwise docked where the CSS puts it. */
  beside: boolean;
  children: ReactNode;
}

/**
 * The info card of a pin, over the map beside its pin (never off the map's edge), or docked in
 * its corner while the pin is not drawn. It takes focus when it opens, so keyboard users land on
 * its link and heart; Escape or Close shuts it.
 */
export function MapCard({ title, onClose, cardRef, beside, children }: MapCardProps) {
  const t = useText(mapText);
  return (
    <section
      className={beside ? 'hb-map__card hb-map__card--beside' : 'hb-map__card'}
      aria-label={title}
      tabIndex={-1}
      ref={cardRef}
    >
      <button type="button" className="hb-map__card-close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="hb-visually-hidden">{t('closeDetails')}</span>
      </button>
      {children}
    </section>
  );
}

import type { ReactNode, RefObject } from 'react';

interface MapCardProps {
  title: string;
  onClose(): void;
  cardRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The info card of a pin, docked over the map (it never hides off the map's edge). It takes
 * focus when it opens, so keyboard users land on its link and heart; Escape or Close shuts it.
 */
export function MapCard({ title, onClose, cardRef, children }: MapCardProps) {
  return (
    <section className="hb-map__card" aria-label={title} tabIndex={-1} ref={cardRef}>
      <button type="button" className="hb-map__card-close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="hb-visually-hidden">Close details</span>
      </button>
      {children}
    </section>
  );
}

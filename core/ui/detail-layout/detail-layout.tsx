import type { ReactNode } from 'react';
import './detail-layout.css';

interface DetailLayoutProps {
  /** The pictures: the floor plan first where there is one, then the elevations or photos. */
  media: ReactNode;
  /** The name, figures, price and the call-to-action bar. */
  children: ReactNode;
}

/**
 * The composition of every detail page (plan, residence, home, community): the media and the
 * facts side by side from 1024 px, media first; stacked, media on top, below. One grid here so
 * the pages line up with each other, and a page that has no media still reads well.
 */
export function DetailLayout({ media, children }: DetailLayoutProps) {
  return (
    <div className="hb-detail-layout">
      <div className="hb-detail-layout__media">{media}</div>
      <div className="hb-detail-layout__facts">{children}</div>
    </div>
  );
}

import './play-badge.css';

/**
 * The round ▶ over a video's thumbnail (decorative: the button it sits in says "Play …"). Its
 * parent is the thumbnail box (position: relative); a hover on `.hb-play-target` fills it.
 */
export function PlayBadge() {
  return (
    <span className="hb-play-badge" aria-hidden="true">
      ▶
    </span>
  );
}

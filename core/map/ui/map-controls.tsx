import { useText } from '../../mount/use-text';
import { mapText } from '../messages';

interface MapControlsProps {
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoom(step: 1 | -1): void;
  onPan(dx: number, dy: number): void;
  onReset(): void;
  /**
   * The schematic outline is drawn: say that its lakes and roads are approximate. While it loads
   * the note holds its line, unseen: shown when the outline came, it moved what is under the map
   * (47 px at 375 px wide, in view on a busy phone).
   */
  schematic: 'drawn' | 'loading' | false;
}

/** Each arrow a triangle centred in its 24 × 24 box (8 deep, 14 wide), so all four sit alike in their buttons. */
const ARROWS = [
  ['left', -1, 0, 'M8 12l8-7v14z'],
  ['up', 0, -1, 'M12 8l-7 8h14z'],
  ['down', 0, 1, 'M12 16l7-8H5z'],
  ['right', 1, 0, 'M16 12l-8 7V5z'],
] as const;

/**
 * Zoom and pan by buttons, not only by dragging (WCAG 2.5.7), for the keyless map: a toolbar
 * under the map, so no control ever sits on a pin. A zoom button at its limit says so with
 * aria-disabled and stays focusable, so focus is not lost on the last press.
 */
export function MapControls({ canZoomIn, canZoomOut, onZoom, onPan, onReset, schematic }: MapControlsProps) {
  const t = useText(mapText);
  const move = { left: t('moveLeft'), up: t('moveUp'), down: t('moveDown'), right: t('moveRight') };
  return (
    <div className="hb-map__controls">
      <button type="button" className="hb-map__control hb-map__control--reset" onClick={onReset}>
        {t('resetMap')}
      </button>
      {schematic ? (
        <p className={schematic === 'loading' ? 'hb-map__note hb-map__note--loading' : 'hb-map__note'}>
          {t('schematicNote')}
        </p>
      ) : null}
      <div className="hb-map__buttons">
        <button
          type="button"
          className="hb-map__control"
          aria-disabled={!canZoomOut}
          onClick={() => canZoomOut && onZoom(-1)}
        >
          <span aria-hidden="true">−</span>
          <span className="hb-visually-hidden">{t('zoomOut')}</span>
        </button>
        <button
          type="button"
          className="hb-map__control"
          aria-disabled={!canZoomIn}
          onClick={() => canZoomIn && onZoom(1)}
        >
          <span aria-hidden="true">+</span>
          <span className="hb-visually-hidden">{t('zoomIn')}</span>
        </button>
        {ARROWS.map(([where, dx, dy, path]) => (
          <button
            key={where}
            type="button"
            className={`hb-map__control hb-map__control--${where}`}
            onClick={() => onPan(dx, dy)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={path} />
            </svg>
            <span className="hb-visually-hidden">{move[where]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import type { DistanceRings, MapOutline, MapView, Size } from '../geo';
import { outlinePaths } from '../outline-paths';
import { pixelsPerMile, toScreen, toWorld } from '../projection';

interface MapBackdropProps {
  view: MapView;
  size: Size;
  outline: MapOutline | null;
  rings: DistanceRings | undefined;
}

/**
 * What the keyless map draws under its pins, decorative (hidden from assistive technology, never
 * in the way of a pointer): the bundled outline's lakes and roads at every zoom, and distance
 * rings around a place. One SVG; its paths are made once a zoom and only moved while the map is
 * dragged.
 */
export function MapBackdrop({ view, size, outline, rings }: MapBackdropProps) {
  const paths = useMemo(() => (outline ? outlinePaths(outline, view.zoom) : null), [outline, view.zoom]);
  const c = toWorld(view.center, view.zoom);
  const centre = rings ? toScreen(rings.center, view, size) : null;
  const mile = rings ? pixelsPerMile(rings.center.lat, view.zoom) : 0;
  return (
    <svg className="hb-map__backdrop" width={size.width} height={size.height} aria-hidden="true" focusable="false">
      {paths ? (
        <g transform={`translate(${(size.width / 2 - c.x).toFixed(1)} ${(size.height / 2 - c.y).toFixed(1)})`}>
          {paths.lakes.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the backdrop's paths come from fixed data and never reorder
            <path key={`lake${i}`} className="hb-map__lake" d={d} />
          ))}
          {paths.roads.map(({ kind, d }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the backdrop's paths come from fixed data and never reorder
            <path key={`road${i}`} className={`hb-map__road hb-map__road--${kind}`} d={d} />
          ))}
        </g>
      ) : null}
      {rings && centre
        ? rings.miles.map((miles) => (
            <circle
              key={miles}
              className="hb-map__ring"
              cx={centre.x.toFixed(1)}
              cy={centre.y.toFixed(1)}
              r={(miles * mile).toFixed(1)}
            />
          ))
        : null}
    </svg>
  );
}

import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import type { Size } from '../geo';
import type { LabelSpec } from '../map-labels';
import type { Rect } from '../marker-box';
import { DOT_RADIUS, placeLabels } from '../place-labels';

interface LabelLayerProps {
  labels: readonly LabelSpec[];
  /** The boxes of the markers drawn: labels never cover them. */
  markers: readonly Rect[];
  size: Size;
}

const sizeKey = (label: LabelSpec) => `${label.kind}|${label.text}`;

/**
 * The keyless map's names (towns, roads, distances), decorative: each is drawn once out of
 * sight to be measured (its size depends on the page's font), then placed where it covers no
 * marker and no other name (placeLabels), or left out.
 */
export function LabelLayer({ labels, markers, size }: LabelLayerProps) {
  const sizes = useRef(new Map<string, Size>());
  const measuring = useRef(new Map<string, HTMLElement>());
  const [, setMeasured] = useState(0);

  const unmeasured = labels.filter((l) => !sizes.current.has(sizeKey(l)));
  const requests = labels
    .filter((l) => sizes.current.has(sizeKey(l)))
    .map((l) => ({ ...l, size: sizes.current.get(sizeKey(l))! }));
  const byKey = new Map(labels.map((l) => [l.key, l]));
  const placed = placeLabels(requests, markers, size);

  useLayoutEffect(() => {
    let measured = 0;
    for (const label of unmeasured) {
      const element = measuring.current.get(sizeKey(label));
      if (!element) continue;
      sizes.current.set(sizeKey(label), { width: element.offsetWidth, height: element.offsetHeight });
      measured += 1;
    }
    if (measured) setMeasured((n) => n + 1);
  });

  return (
    <div className="hb-map__labels" aria-hidden="true">
      {placed.map(({ key, left, top, dot }) => {
        const label = byKey.get(key)!;
        return (
          <Fragment key={key}>
            {dot ? (
              <span
                className="hb-map__dot"
                style={{ left: `${label.at.x - DOT_RADIUS}px`, top: `${label.at.y - DOT_RADIUS}px` }}
              />
            ) : null}
            <span
              className={`hb-map__label hb-map__label--${label.kind}`}
              style={{ left: `${left}px`, top: `${top}px` }}
            >
              {label.text}
            </span>
          </Fragment>
        );
      })}
      {unmeasured.map((label) => (
        <span
          key={`measure:${sizeKey(label)}`}
          className={`hb-map__label hb-map__label--${label.kind} hb-map__label--measuring`}
          ref={(element) => {
            if (element) measuring.current.set(sizeKey(label), element);
            else measuring.current.delete(sizeKey(label));
          }}
        >
          {label.text}
        </span>
      ))}
    </div>
  );
}

import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Cluster, clusterMarkers } from '../clusters';
import type { DistanceRings, Landmark, MapOutline, MapView as View } from '../geo';
import type { MapMarker } from '../map-marker';
import { layoutMarkers } from '../marker-layout';
import { overlaps } from '../marker-box';
import { CLUSTER_RADIUS_PX, DEFAULT_MAP_VIEW, MAP_ZOOM } from '../map-settings';
import type { EdgeGroup } from '../off-view';
import { mapText } from '../messages';
import { useGoogleMap } from '../use-google-map';
import { useText } from '../../mount/use-text';
import { type MapStart, useMapViewport } from '../use-map-viewport';
import { cardBoxOf, freeArea, useCardBox } from './card-box';
import { ClusterList } from './cluster-list';
import { EdgePin } from './edge-pin';
import { GoogleBoundary } from './google-boundary';
import { KeylessMap, type PlacedNode } from './keyless-map';
import { MapCard } from './map-card';
import { MapControls } from './map-controls';
import { MapPin } from './map-pin';
import { useOutline } from './use-outline';
import './map.css';

const NO_LANDMARKS: readonly Landmark[] = [];

export interface MapViewProps {
  markers: MapMarker[];
  /** The map region's accessible name, e.g. "Map of communities". */
  label: string;
  /** What a cluster counts: communities or places (said in the widget's language). */
  clusterNoun: 'communities' | 'places';
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** The info card's content for a pin. */
  renderCard(marker: MapMarker): ReactNode;
  /** The first view: spec.md's default centre at zoom 10 unless told (FIT_PINS, or a fixed view). */
  start?: MapStart;
  zoomRange?: { min: number; max: number };
  /** Options for the Google map (scrollwheel, streetViewControl, ...). */
  googleOptions?: Record<string, unknown>;
  /** When this changes, the map zooms out if needed so every pin shows (a new amenity's pins). */
  includeKey?: string;
  /** Places named on the keyless map for orientation (towns); none by default. */
  landmarks?: readonly Landmark[];
  /** Loads the keyless map's outline of the area (its own chunk, fetched only by a keyless map). */
  outline?: () => Promise<MapOutline>;
  /** Distance rings the keyless map draws around a place. */
  rings?: DistanceRings;
}

const pinSelector = (id: string) =>
  `[data-hb-members~="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id}"]`;

/**
 * A map of pins with an info card, drawn by Google when the page has a maps key (loaded late,
 * see useGoogleMap) and by the keyless map otherwise: same pins, clusters, edge markers, cards
 * and keys. Clicking the map, Escape or Close shuts the card; focus returns to the pin that opened it.
 */
export function MapView({
  markers,
  label,
  clusterNoun,
  selectedId,
  onSelect,
  renderCard,
  start = DEFAULT_MAP_VIEW,
  zoomRange = MAP_ZOOM,
  googleOptions,
  includeKey,
  landmarks = NO_LANDMARKS,
  outline,
  rings,
}: MapViewProps) {
  const t = useText(mapText);
  const noun = clusterNoun === 'places' ? t('places') : t('communities');
  const frame = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const viewport = useMapViewport(frame, markers, start, zoomRange);
  const { google, fail } = useGoogleMap(frame);
  const drawnOutline = useOutline(google ? undefined : outline);
  const [listed, setListed] = useState<string[] | null>(null);
  const focusNext = useRef<string | null>(null);
  const opener = useRef<string | null>(null);

  // The Google map replaces the keyless one under a focused pin: that pin gets focus back once
  // Google draws it. Read while rendering, before the keyless pins leave the page.
  const hadGoogle = useRef(google);
  if (google && !hadGoogle.current && frame.current?.contains(document.activeElement)) {
    focusNext.current = (document.activeElement as HTMLElement).dataset.hbMembers?.split(' ')[0] ?? null;
  }
  hadGoogle.current = google;

  const { view, size } = viewport;
  const clusters = useMemo(() => clusterMarkers(markers, view.zoom, CLUSTER_RADIUS_PX), [markers, view.zoom]);
  const selected = markers.find((m) => m.id === selectedId) ?? null;
  const listedMembers = listed ? markers.filter((m) => listed.includes(m.id)) : null;
  const open = Boolean(selected || listedMembers?.length);
  const drawn = layoutMarkers(clusters, view, size);
  // The marker the card belongs to, where it is drawn (none while it is beyond the map's edge).
  const cardOf = selectedId ?? listed?.[0];
  const anchor =
    (open && drawn.find((d) => 'cluster' in d && d.cluster.members.some((m) => m.id === cardOf))?.box) || null;
  const others = drawn.filter((d) => d.box !== anchor).map((d) => d.box);
  const cardBox = useCardBox(cardRef, open, size, anchor, others);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection or its pin changes; onSelect is the parent's, often made anew each render
  useEffect(() => {
    if (selectedId && !selected) onSelect(null); // its pin has gone (a filter changed)
  }, [selectedId, selected]);
  // A card opened: it takes focus, and its pin moves into view beside it if the card would hide it (no side had room).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a card that opens (or shows another place) takes focus once; a pan or resize must not pull focus back
  useEffect(() => {
    const card = cardRef.current;
    const box = card && cardBoxOf(card);
    if (!open || !card) return;
    card.focus();
    const place = selected ?? listedMembers?.[0];
    if (place && box && (!anchor || overlaps(anchor, box))) viewport.revealIn(place, freeArea(box, size));
  }, [selectedId, listed, open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: includeKey stands for the markers to include: a new key, not a new array, moves the view
  useEffect(() => {
    if (includeKey !== undefined && markers.length) viewport.include(markers);
  }, [includeKey]);
  // A pin asked for focus (after a cluster split, a move to an edge's pins, or a card closed): give it once it is drawn.
  useEffect(() => {
    const id = focusNext.current;
    const pin = id ? frame.current?.querySelector<HTMLElement>(pinSelector(id)) : null;
    if (pin) {
      focusNext.current = null;
      pin.focus();
    }
  });

  const close = (returnFocus: boolean) => {
    if (returnFocus) focusNext.current = opener.current;
    setListed(null);
    onSelect(null);
  };

  const activate = (cluster: Cluster<MapMarker>) => {
    const first = cluster.members[0];
    opener.current = first.id;
    if (cluster.members.length === 1) {
      setListed(null);
      onSelect(first.id);
      return;
    }
    const closer = viewport.fit(cluster.members);
    if (closer.zoom > view.zoom) {
      focusNext.current = first.id;
      viewport.setView(closer);
      return;
    }
    onSelect(null);
    setListed(cluster.members.map((m) => m.id));
  };

  // Pins beyond an edge: the map moves to them (never zooming in), and the first takes focus.
  const showEdge = (edge: EdgeGroup<MapMarker>) => {
    close(false);
    focusNext.current = edge.members[0].id;
    viewport.show(edge.members);
  };

  const pins: PlacedNode[] = drawn.map((d) => {
    const covered = Boolean(cardBox && overlaps(d.box, cardBox));
    const node =
      'edge' in d ? (
        // biome-ignore lint/correctness/useJsxKeyInIterable: the node goes into a pin object, drawn with its id as key
        <EdgePin group={d.edge} noun={noun} covered={covered} onActivate={showEdge} />
      ) : (
        // biome-ignore lint/correctness/useJsxKeyInIterable: the node goes into a pin object, drawn with its id as key
        <MapPin
          cluster={d.cluster}
          noun={noun}
          selected={d.cluster.members.some((m) => m.id === selectedId || listed?.includes(m.id))}
          atMaxZoom={view.zoom >= zoomRange.max}
          covered={covered}
          onActivate={activate}
          onFocus={(c) => viewport.reveal(c)}
        />
      );
    return { id: d.id, lat: d.lat, lng: d.lng, node };
  });

  const options = {
    minZoom: zoomRange.min,
    maxZoom: zoomRange.max,
    clickableIcons: false,
    fullscreenControl: false,
    gestureHandling: 'cooperative',
    ...googleOptions,
  };
  const onBackgroundClick = () => open && close(false);

  return (
    <div
      className="hb-map"
      role="region"
      aria-label={label}
      onKeyDown={(event) => {
        // A dialog opened from the card (the heart's sign-in modal) handles its own Escape.
        if (event.key !== 'Escape' || !open || (event.target as Element).closest('dialog')) return;
        event.stopPropagation();
        close(true);
      }}
    >
      <div className={`hb-map__frame${google ? ' hb-map__frame--google' : ''}`} ref={frame}>
        {google ? (
          <GoogleBoundary onError={fail}>
            <google.Surface
              maps={google.maps}
              view={view}
              options={options}
              pins={pins}
              onViewChange={(v: View) => viewport.setView(v)}
              onBackgroundClick={onBackgroundClick}
            />
          </GoogleBoundary>
        ) : (
          <KeylessMap
            view={view}
            size={size}
            pins={pins}
            markerBoxes={drawn.map((d) => d.box)}
            landmarks={landmarks}
            outline={drawnOutline ?? null}
            rings={rings}
            onDrag={viewport.panBy}
            onBackgroundClick={onBackgroundClick}
          />
        )}
        {selected ? (
          <MapCard title={selected.name} onClose={() => close(true)} cardRef={cardRef} beside={Boolean(anchor)}>
            {renderCard(selected)}
          </MapCard>
        ) : listedMembers?.length ? (
          <MapCard
            title={t('clusterTitle', { count: listedMembers.length, noun })}
            onClose={() => close(true)}
            cardRef={cardRef}
            beside={Boolean(anchor)}
          >
            <ClusterList
              members={listedMembers}
              noun={noun}
              onChoose={(id) => {
                opener.current = id;
                setListed(null);
                onSelect(id);
              }}
            />
          </MapCard>
        ) : null}
      </div>
      {google ? null : (
        <MapControls
          canZoomIn={view.zoom < zoomRange.max}
          canZoomOut={view.zoom > zoomRange.min}
          onZoom={viewport.zoomBy}
          onPan={(dx, dy) => viewport.panBy((-dx * size.width) / 4, (-dy * size.height) / 4)}
          onReset={viewport.reset}
          schematic={drawnOutline ? 'drawn' : drawnOutline === undefined ? 'loading' : false}
        />
      )}
    </div>
  );
}

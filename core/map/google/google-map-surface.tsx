/**
 * The Google path of the maps, in its own chunk with google-map-react: imported only when a key
 * is configured and the map is near the viewport, after the Maps script has loaded.
 * No resetBoundsOnResize: it injects a <style>, which a strict CSP blocks.
 */
import GoogleMapReact from 'google-map-react';
import type { ReactNode } from 'react';
import type { MapView } from '../geo';
import type { GoogleMapsApi } from '../google-maps-loader';
import type { PlacedNode } from '../ui/keyless-map';

export interface GoogleMapSurfaceProps {
  maps: GoogleMapsApi;
  view: MapView;
  /** Map options as Google takes them (minZoom, maxZoom, scrollwheel, ...). */
  options: Record<string, unknown>;
  pins: PlacedNode[];
  onViewChange(view: MapView): void;
  onBackgroundClick(): void;
}

/** google-map-react places each child by its lat and lng props and adds props of its own: keep them off the DOM. */
function PinSlot({ children }: { lat: number; lng: number; children: ReactNode }) {
  return <div className="hb-map__google-slot">{children}</div>;
}

export function GoogleMapSurface({
  maps,
  view,
  options,
  pins,
  onViewChange,
  onBackgroundClick,
}: GoogleMapSurfaceProps) {
  return (
    <div className="hb-map__surface hb-map__surface--google">
      <GoogleMapReact
        googleMapLoader={() => Promise.resolve(maps)}
        center={view.center}
        zoom={view.zoom}
        options={options}
        onChange={({ center, zoom }) => onViewChange({ center, zoom })}
        onClick={() => onBackgroundClick()}
      >
        {pins.map((pin) => (
          <PinSlot key={pin.id} lat={pin.lat} lng={pin.lng}>
            {pin.node}
          </PinSlot>
        ))}
      </GoogleMapReact>
    </div>
  );
}

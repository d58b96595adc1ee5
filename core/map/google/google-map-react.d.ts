// google-map-react 2.2.5 ships no types; these are the props the bundle uses.
declare module 'google-map-react' {
  import type { ComponentType, ReactNode } from 'react';

  export interface ChangeEventValue {
    center: { lat: number; lng: number };
    zoom: number;
    size: { width: number; height: number };
  }

  export interface GoogleMapProps {
    bootstrapURLKeys?: { key: string };
    googleMapLoader?: () => Promise<unknown>;
    center?: { lat: number; lng: number };
    zoom?: number;
    options?: Record<string, unknown>;
    onChange?: (value: ChangeEventValue) => void;
    onClick?: (value: { lat: number; lng: number; event: Event }) => void;
    children?: ReactNode;
  }

  const GoogleMapReact: ComponentType<GoogleMapProps>;
  export default GoogleMapReact;
}

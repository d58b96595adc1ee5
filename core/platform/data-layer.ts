/** Events for the tag manager. Only what describes the action: never a name, email or phone. */
export type DataLayerEvent =
  | { event: 'generate_lead'; form_type: string }
  | { event: 'hb_favorite'; favoriteable_type: string; favorited: boolean }
  | { event: 'hb_calculator'; price: number; term_years: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(entry: DataLayerEvent): void {
  (window.dataLayer ??= []).push(entry);
}

/** spec.md section 9: phone under 768 px, tablet 768 to 1024, desktop above. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1024;

export function deviceClass(width: number = window.innerWidth): DeviceClass {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

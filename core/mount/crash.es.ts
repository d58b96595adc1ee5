import type { Translation } from '../i18n/catalog';
import type en from './crash.en';

/** Loaded only when a Spanish widget fails (error-boundary.tsx): a Spanish page that works never downloads it. */
export default {
  failed:
    'Lo sentimos, no pudimos mostrar esta parte de la página. Actualiza la página o llámanos y con gusto te ayudamos.',
} satisfies Translation<typeof en>;

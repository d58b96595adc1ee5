import type { PageScope } from '../platform/page-scope';
import type { Lang } from '../i18n/language';

/**
 * The page's one compare tray. The first toggle that sees a chosen item shows it: the tray's
 * code is a chunk of its own, so a page of cards pays only for the toggles until one is used,
 * and the CMS adds no element (the tray lives at the end of <body>).
 */
export const trayOfThePage = () => {
  let started = false;
  return {
    /** `lang`: the language of the first toggle that shows it (the page's, in practice). */
    show(page: PageScope, lang: Lang = 'en') {
      if (started) return;
      started = true;
      import('./compare-tray')
        .then((tray) => tray.mountCompareTray(page, lang))
        .catch((error: unknown) => {
          started = false; // a later toggle tries again
          console.error('[hb-compare] the compare tray could not load; the toggles still work.', error);
        });
    },
  };
};

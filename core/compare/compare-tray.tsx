import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageScope } from '../platform/page-scope';
import { usePageId } from '../mount/use-page-id';
import { WidgetContext, type WidgetHost } from '../mount/widget-context';
import { safeNavigationUrl } from '../security/safe-navigation-url';
import { COMPARE_LIMIT, fallbackName, itemKey, itemPage } from './compare-items';
import { comparisonUrl } from './compare-address';
import { comparePage } from './compare-link';
import { useCompareStore, useCompareStoreApi } from './use-compare-store';
import type { Lang } from '../i18n/language';
import { useLang, useText } from '../mount/use-text';
import { compareText } from './messages';
import './compare-tray.css';

/** Mounts the page's compare tray at the end of <body> (trayOfThePage calls it once a page). */
export function mountCompareTray(page: PageScope, lang: Lang = 'en'): void {
  const element = document.createElement('div');
  element.className = 'hb-widget hb-widget--compare-tray hb-compare-tray-host';
  document.body.append(element);
  const host: WidgetHost = {
    name: 'compare-tray',
    element,
    signal: new AbortController().signal,
    page,
    fallback: [],
    lang,
  };
  createRoot(element).render(
    <WidgetContext.Provider value={host}>
      <CompareTray />
    </WidgetContext.Provider>,
  );
}

/**
 * The tray that follows the visitor across the site's pages: what is chosen, a remove button
 * for each, and the link to the compare page. Its announcements (added, removed, the limit)
 * are polite, from a status that stays on the page when the tray closes.
 */
function CompareTray() {
  const store = useCompareStoreApi();
  const items = useCompareStore((s) => s.items);
  const announcement = useCompareStore((s) => s.announcement);
  const titleId = usePageId('hb-compare-tray');
  const t = useText(compareText);
  const lang = useLang();
  const link = useRef<HTMLAnchorElement>(null);

  return (
    <>
      <p className="hb-visually-hidden" role="status">
        {announcement}
      </p>
      {items.length ? (
        <section className="hb-compare-tray" aria-labelledby={titleId}>
          <div className="hb-compare-tray__inner">
            <h2 id={titleId} className="hb-compare-tray__title">
              {t('yours')}{' '}
              <span className="hb-compare-tray__count">
                {t('countOf', { count: items.length, limit: COMPARE_LIMIT })}
              </span>
            </h2>
            <ul className="hb-compare-tray__items">
              {items.map((item) => {
                const href = safeNavigationUrl(itemPage(item));
                return (
                  <li key={itemKey(item)} className="hb-compare-tray__item">
                    {href ? (
                      <a className="hb-compare-tray__name" href={href}>
                        {fallbackName(item, lang)}
                      </a>
                    ) : (
                      <span className="hb-compare-tray__name">{fallbackName(item, lang)}</span>
                    )}
                    <button
                      type="button"
                      className="hb-compare-tray__remove"
                      aria-label={t('remove', { name: fallbackName(item, lang) })}
                      onClick={() => {
                        store.getState().remove(item, lang);
                        // The button is gone: focus goes on to the link, which still makes sense.
                        link.current?.focus();
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <a ref={link} className="hb-compare-tray__link" href={comparisonUrl(comparePage(), items)}>
              {t('compareN', { count: items.length })}
            </a>
          </div>
        </section>
      ) : null}
    </>
  );
}

import { apiBase } from '../../core/api';
import type { Community } from '../../core/api';
import { useText } from '../../core/mount';
import { communityMapText } from './messages';
import { printableList } from './printable-list';

/** Where the CMS renders the printable list (demo/api/print-communities.ts in the demo). */
export const PRINT_COMMUNITIES_PATH = 'print/communities';

/**
 * "Print full list": spec.md section 7's hidden form with a data field, posted to the CMS,
 * which answers a page to print in a new tab. Only the button shows. The title is sent as the
 * English page would send it (what a widget sends does not change with the language).
 */
export function PrintListForm({ title, communities }: { title: string; communities: readonly Community[] }) {
  const t = useText(communityMapText);
  return (
    <form
      className="hb-community-map__print"
      method="post"
      action={new URL(PRINT_COMMUNITIES_PATH, apiBase()).href}
      // biome-ignore lint/security/noBlankTarget: target=_blank on a form implies noopener (HTML spec), and the tab is our API's printable page
      target="_blank"
    >
      <input type="hidden" name="data" value={JSON.stringify(printableList(title, communities))} />
      <button type="submit" className="hb-button hb-button--secondary" disabled={communities.length === 0}>
        {t('printList')}
        <span className="hb-visually-hidden">{t('opensInNewTab')}</span>
      </button>
    </form>
  );
}

import { apiBase, PRICING_SHEET_PATH, pricingSheetData } from '../../core/api';
import type { Community, Residence } from '../../core/api';
import { useText } from '../../core/mount';
import { communityFloorplansText } from './messages';

/**
 * The printable pricing sheet (spec.md section 7): a form whose hidden `data` field carries the
 * plans as filtered; the CMS renders the page to print in a new tab. A plain form post: it works
 * under any Content-Security-Policy that allows the site's own forms.
 */
export function PricingSheetForm({ community, residences }: { community: Community; residences: Residence[] }) {
  const t = useText(communityFloorplansText);
  return (
    <form
      className="hb-community-floorplans__print"
      method="post"
      action={new URL(PRICING_SHEET_PATH, apiBase()).href}
      // biome-ignore lint/security/noBlankTarget: target=_blank on a form implies noopener (HTML spec), and the tab is our API's printable page
      target="_blank"
    >
      <input type="hidden" name="data" value={pricingSheetData(community, residences)} />
      <button type="submit" className="hb-button hb-button--secondary" disabled={residences.length === 0}>
        {t('print')}
        <span className="hb-visually-hidden"> {t('newTab')}</span>
      </button>
    </form>
  );
}

import type { Lot } from '../../api/schemas/lot';
import type { Residence } from '../../api/schemas/residence';
import { homePageUrl } from '../../rules/home-page-url';
import { priceOnLot } from '../../rules/lot-price';
import { formatDollars } from '../../rules/plan-figures';
import { useLang, useText } from '../../mount/use-text';
import { communitiesText } from '../messages';
import { sitePlanText } from './messages';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { EmbeddedWidget } from '../../ui/embedded-widget';
import { lotStatusWords, premiumText } from './lot-words';

interface LotCardProps {
  lot: Lot;
  communityId: number;
  /** The community's residences: the card lists those the lot fits. */
  residences: Residence[];
  /** The level of the card's own headings: one below its title's. */
  level: 3 | 4;
}

/**
 * One lot: its status and premium, the plans that fit it with their price there (the
 * residence's price plus the premium, issue 34), the move-in-ready home on it, and what a buyer
 * does next: reserve an available lot (hb-reserve-lot-form with the lot), or get updates.
 */
export function LotCard({ lot, communityId, residences, level }: LotCardProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const fits = residences.filter((r) => lot.residence_ids.includes(r.id));
  const home = lot.home_id === null ? undefined : safeNavigationUrl(homePageUrl(lot.home_id));
  const community = String(communityId);
  const lang = useLang();
  const t = useText(sitePlanText);
  const unpriced = useText(communitiesText)('pricingSoon');
  // What a sold or reserved lot says instead of offering it.
  const taken = lot.status === 'sold' ? t('lotIsSold') : lot.status === 'reserved' ? t('lotIsReserved') : null;
  return (
    <div className="hb-site-plan__card-body">
      <dl className="hb-site-plan__card-facts">
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <span className={`hb-site-plan__badge hb-site-plan__badge--${lot.status}`}>
              {lotStatusWords(lang)[lot.status].label}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('lotPremium')}</dt>
          <dd>{premiumText(lot.premium, lang)}</dd>
        </div>
      </dl>
      {taken ? <p className="hb-site-plan__taken">{taken}</p> : null}
      {fits.length ? (
        <>
          <Heading className="hb-site-plan__card-heading">{t('plansThatFit')}</Heading>
          <ul className="hb-site-plan__plans">
            {fits.map((r) => {
              const href = safeNavigationUrl(r.url);
              const onLot = priceOnLot(r.price, lot.premium);
              const price = onLot === null ? unpriced : formatDollars(onLot);
              return (
                <li key={r.id}>
                  {href ? <a href={href}>{r.name}</a> : r.name}
                  <span className="hb-site-plan__plan-price">
                    {price}
                    <span className="hb-visually-hidden">{t('onThisLot')}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {home ? (
        <p className="hb-site-plan__home">
          <a href={home}>{t('homeOnLot', { label: lot.label })}</a>
        </p>
      ) : null}
      <div className="hb-site-plan__card-actions">
        {lot.status === 'available' ? (
          <EmbeddedWidget
            name="reserve-lot-form"
            attributes={{ 'community-id': community, 'lot-id': String(lot.id), lot: lot.label }}
            load="eager"
          />
        ) : lot.status === 'sold' || lot.status === 'reserved' || lot.status === 'model' ? (
          <EmbeddedWidget name="get-updates-form" attributes={{ 'community-id': community }} load="eager" />
        ) : null}
      </div>
    </div>
  );
}

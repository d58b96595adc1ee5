import { useListingText } from '../../core/listings';
import { usePageId, useText } from '../../core/mount';
import { myFavoritesText } from './messages';

/** A sample's beds, baths and sq ft, as a plan's ranges. */
const figures = (beds: number, baths: number, sqft: number) => ({
  bed_low: beds,
  bed_high: null,
  bath_low: baths,
  bath_high: null,
  sqft_low: sqft,
  sqft_high: null,
});

/**
 * spec.md section 2: the landing view holds placeholder sample listings, showing a visitor
 * who is not signed in what their favorites will look like. Examples, not real listings.
 */
export function SampleListings() {
  const titleId = usePageId('hb-my-favorites-samples');
  const t = useText(myFavoritesText);
  const words = useListingText();
  const units = (beds: number, baths: number, sqft: number) =>
    words.units(figures(beds, baths, sqft)).map(([value, unit]) => `${value} ${unit}`);
  const samples = [
    { kind: t('floorplan'), name: t('planName'), figures: units(3, 2, 1650), picture: 'floorplan' },
    { kind: t('home'), name: t('homeName'), figures: units(4, 3, 2200), picture: 'home' },
    {
      kind: t('community'),
      name: t('communityName'),
      figures: [t('pool'), t('trails'), t('schools')],
      picture: 'community',
    },
  ];
  return (
    <section className="hb-my-favorites__samples" aria-labelledby={titleId}>
      <h2 id={titleId} className="hb-my-favorites__subtitle">
        {t('canSave')}
      </h2>
      <ul className="hb-my-favorites__sample-list">
        {samples.map((s) => (
          <li key={s.picture} className="hb-my-favorites__sample">
            {/* A drawing shipped with the stylesheet (no API image to wait for): decoration only. */}
            <div
              className={`hb-my-favorites__sample-picture hb-my-favorites__sample-picture--${s.picture}`}
              aria-hidden="true"
            />
            <p className="hb-my-favorites__sample-kind">{t('example', { kind: s.kind })}</p>
            <p className="hb-my-favorites__sample-name">{s.name}</p>
            <p className="hb-my-favorites__sample-figures">{s.figures.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

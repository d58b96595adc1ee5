import { usePageId } from '../../core/mount';

/**
 * spec.md section 2: the landing view holds placeholder sample listings, showing a visitor
 * who is not signed in what their favorites will look like. Examples, not real listings.
 */
const SAMPLES = [
  {
    kind: 'Floorplan',
    name: 'A three-bedroom plan',
    figures: ['3 beds', '2 baths', '1,650 sq ft'],
    picture: 'floorplan',
  },
  {
    kind: 'Move-in-ready home',
    name: 'A home ready this season',
    figures: ['4 beds', '3 baths', '2,200 sq ft'],
    picture: 'home',
  },
  {
    kind: 'Community',
    name: 'A community you like',
    figures: ['Pool', 'Trails', 'Near schools'],
    picture: 'community',
  },
];

export function SampleListings() {
  const titleId = usePageId('hb-my-favorites-samples');
  return (
    <section className="hb-my-favorites__samples" aria-labelledby={titleId}>
      <h2 id={titleId} className="hb-my-favorites__subtitle">
        What you can save
      </h2>
      <ul className="hb-my-favorites__sample-list">
        {SAMPLES.map((s) => (
          <li key={s.name} className="hb-my-favorites__sample">
            {/* A drawing shipped with the stylesheet (no API image to wait for): decoration only. */}
            <div
              className={`hb-my-favorites__sample-picture hb-my-favorites__sample-picture--${s.picture}`}
              aria-hidden="true"
            />
            <p className="hb-my-favorites__sample-kind">Example {s.kind.toLowerCase()}</p>
            <p className="hb-my-favorites__sample-name">{s.name}</p>
            <p className="hb-my-favorites__sample-figures">{s.figures.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

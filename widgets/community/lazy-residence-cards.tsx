import { type ComponentProps, useEffect, useState } from 'react';
import { Loader } from '../../core/ui';
import type { ResidenceCards } from './residence-cards';

type Cards = typeof ResidenceCards;

/**
 * The residence cards, whose code (the card, the heart and the page's favorites store) comes
 * after the page's first load, while the header shows: the page's first JavaScript stays small.
 * If that code cannot come, the floorplans page's link stands in.
 */
export function LazyResidenceCards(props: ComponentProps<Cards> & { floorplansUrl?: string }) {
  const [Loaded, setLoaded] = useState<Cards | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    import('./residence-cards').then(
      (m) => live && setLoaded(() => m.ResidenceCards),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Loaded === 'failed')
    return (
      <p className="hb-widget-message" role="alert">
        The floorplans could not be shown. {props.floorplansUrl ? <a href={props.floorplansUrl}>See the floorplans of {props.communityName}</a> : null}
      </p>
    );
  return Loaded ? <Loaded communityId={props.communityId} communityName={props.communityName} /> : <Loader label="Loading floorplans…" />;
}

import { memo } from 'react';
import { CompareToggle } from '../../core/compare';
import { FloorplanCard } from '../../core/floorplans';
import { safeNavigationUrl } from '../../core/security';
import type { Plan } from '../../core/api';
import { useText } from '../../core/mount';
import { floorplansText } from './messages';

/** A plan card with the communities that offer it (spec.md section 2), each linking to its page. */
export const PlanListItem = memo(function PlanListItem({ plan, priority }: { plan: Plan; priority?: boolean }) {
  const t = useText(floorplansText);
  return (
    <FloorplanCard
      plan={plan}
      favoriteType="plan"
      priority={priority}
      actions={<CompareToggle kind="plan" id={plan.id} name={plan.name} url={plan.url} />}
    >
      {plan.residences.length ? (
        <div className="hb-floorplans__offered">
          <p className="hb-floorplans__offered-label">{t('offeredIn')}</p>
          <ul className="hb-floorplans__offered-list">
            {plan.residences.map((r) => {
              const href = safeNavigationUrl(r.url);
              return <li key={r.id}>{href ? <a href={href}>{r.community}</a> : r.community}</li>;
            })}
          </ul>
        </div>
      ) : null}
    </FloorplanCard>
  );
});

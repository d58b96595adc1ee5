import type { Residence } from '../../core/api';
import { safeNavigationUrl } from '../../core/security';

export interface PlanChoice {
  id: number;
  name: string;
  href: string;
}

/**
 * The plan selector's options: the community's other residences in the CMS's display order,
 * each with a page of this site to go to (one whose address fails the check is left out).
 */
export function otherPlans(
  residences: readonly Pick<Residence, 'id' | 'name' | 'url' | 'displayOrder'>[],
  currentId: number,
): PlanChoice[] {
  return [...residences]
    .filter((r) => r.id !== currentId)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .flatMap((r) => {
      const href = safeNavigationUrl(r.url);
      return href ? [{ id: r.id, name: r.name, href }] : [];
    });
}

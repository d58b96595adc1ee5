import { leadGuid } from './lead-guid';
import { readVisit } from './read-visit';
import type { VisitAttribution } from './visit-attribution';

/** What every form payload carries besides the visitor's answers (spec.md section 3), and where the visit came from. */
export interface LeadFields extends VisitAttribution {
  origin: string;
  type: string;
  guid?: string;
  'g-recaptcha-response': string;
}

export function leadFields(type: string, spamToken: string): LeadFields {
  const guid = leadGuid();
  return { ...readVisit(), origin: location.href, type, ...(guid ? { guid } : {}), 'g-recaptcha-response': spamToken };
}

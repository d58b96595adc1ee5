import { leadGuid } from './lead-guid';
import { readVisit } from './read-visit';

/** What every form payload carries besides the visitor's answers (spec.md section 3). */
export interface LeadFields {
  origin: string;
  type: string;
  guid?: string;
  'g-recaptcha-response': string;
  landing_page: string;
  referrer: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
}

export function leadFields(type: string, spamToken: string): LeadFields {
  const guid = leadGuid();
  return { ...readVisit(), origin: location.href, type, ...(guid ? { guid } : {}), 'g-recaptcha-response': spamToken };
}

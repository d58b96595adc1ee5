import type { FormDefinition } from '../engine/form-definition';
import { contactUsForm } from './contact-us';
import { eventRegistrationForm } from './event-registration';
import { fullInterestForm } from './full-interest';
import { getUpdatesForm } from './get-updates';
import { inquireHomeForm } from './inquire-home';
import { lockInForm } from './lock-in';
import { reserveLotForm } from './reserve-lot';
import { scheduleTourForm } from './schedule-tour';
import { scheduleVisitForm } from './schedule-visit';

/**
 * Every declared form. The demo server finds a post's declaration here by path and type
 * (get-updates and lock-in share /forms/get-updates); a new form adds its line.
 */
export const FORM_DECLARATIONS: readonly FormDefinition[] = [
  contactUsForm,
  scheduleTourForm,
  getUpdatesForm,
  lockInForm,
  reserveLotForm,
  inquireHomeForm,
  scheduleVisitForm,
  fullInterestForm,
  eventRegistrationForm,
];

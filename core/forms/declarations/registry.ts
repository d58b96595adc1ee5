import type { FormDefinition } from '../engine/form-definition';
import { buyingApplicationForm } from './buying-application';
import { careerApplicationForm } from './career-application';
import { changePasswordForm } from './change-password';
import { contactUsForm } from './contact-us';
import { createAccountForm } from './create-account';
import { eventRegistrationForm } from './event-registration';
import { forgotPasswordForm } from './forgot-password';
import { fullInterestForm } from './full-interest';
import { getUpdatesForm } from './get-updates';
import { inquireHomeForm } from './inquire-home';
import { lockInForm } from './lock-in';
import { loginForm } from './login';
import { myProfileForm } from './my-profile';
import { realtorProgramForm } from './realtor-program';
import { realtorReferralForm } from './realtor-referral';
import { preReferralForm, referralProgramForm } from './referral-program';
import { reserveLotForm } from './reserve-lot';
import { scheduleTourForm } from './schedule-tour';
import { scheduleVisitForm } from './schedule-visit';
import { preTwelveDaysForm, twelveDaysForm } from './twelve-days';
import { serviceRequestForm } from './service-request';

/**
 * Every declared lead form. The demo server finds a post's declaration here by path and type
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
  realtorProgramForm,
  realtorReferralForm,
  preReferralForm,
  referralProgramForm,
  preTwelveDaysForm,
  twelveDaysForm,
  buyingApplicationForm,
  careerApplicationForm,
  serviceRequestForm,
];

/** Every my-favorites account form, keyed like ACCOUNT_PATHS: the demo checks account posts with them. */
export const ACCOUNT_FORM_DECLARATIONS = {
  login: loginForm,
  createAccount: createAccountForm,
  forgotPassword: forgotPasswordForm,
  myProfile: myProfileForm,
  changePassword: changePasswordForm,
} as const satisfies Record<string, FormDefinition>;

// Every form declaration, by name: the widgets render them, the demo server checks against them.
export { contactUsForm } from './contact-us';
export { EVENT_MAX_GUESTS, eventRegistrationForm } from './event-registration';
export { fullInterestForm } from './full-interest';
export { getUpdatesForm } from './get-updates';
export { inquireHomeForm } from './inquire-home';
export { lockInForm } from './lock-in';
export { reserveLotForm } from './reserve-lot';
export { scheduleTourForm } from './schedule-tour';
export { scheduleVisitForm } from './schedule-visit';

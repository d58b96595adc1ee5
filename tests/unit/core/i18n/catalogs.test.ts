import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Phrases } from '../../../../core/i18n/phrases';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { SERVICE_IMAGE_MESSAGES } from '../../../../core/api/service/upload-messages';
import calendarEs from '../../../../core/forms/engine/calendar-messages.es';
import calendarEn from '../../../../core/forms/engine/calendar-messages.en';
import { contactUsForm } from '../../../../core/forms/declarations/contact-us';
import { ACCOUNT_FORM_DECLARATIONS, FORM_DECLARATIONS } from '../../../../core/forms/declarations/registry';
import { scheduleVisitForm } from '../../../../core/forms/declarations/schedule-visit';
import { fields } from '../../../../core/forms/declarations/common-fields';
import type { FieldSpec } from '../../../../core/forms/engine/field-spec';
import type { FormDefinition } from '../../../../core/forms/engine/form-definition';
import formEn from '../../../../core/forms/engine/messages.en';
import formEs from '../../../../core/forms/engine/messages.es';
import formPhrasesEs from '../../../../core/forms/engine/phrases.es';
import * as leadOptions from '../../../../core/forms/engine/options/lead-options';
import { NOT_SURE, VIRTUAL_APPOINTMENT } from '../../../../core/forms/engine/options/option-source';
import { ACCOUNT_STATES, US_STATES } from '../../../../core/forms/engine/options/us-states';
import datesEn from '../../../../core/i18n/dates.en';
import datesEs from '../../../../core/i18n/dates.es';
import specEs from '../../../../core/i18n/spec-messages.es';
import { NEW_PASSWORDS_MISMATCH } from '../../../../core/rules/new-passwords';
import { MORTGAGE_INPUT_MESSAGES } from '../../../../core/rules/mortgage/validation';
import readEn from '../../../../core/ui/read/messages.en';
import readEs from '../../../../core/ui/read/messages.es';
import inputPhrasesEs from '../../../../widgets/mortgage-calculator/input-phrases.es';
import coreUiEn from '../../../../core/ui/messages.en';
import coreUiEs from '../../../../core/ui/messages.es';
import coreCarouselEn from '../../../../core/carousel/messages.en';
import coreCarouselEs from '../../../../core/carousel/messages.es';
import showMoreEn from '../../../../core/ui/show-more.en';
import showMoreEs from '../../../../core/ui/show-more.es';
import videoEn from '../../../../core/ui/video/messages.en';
import videoEs from '../../../../core/ui/video/messages.es';
import awardsEn from '../../../../widgets/awards/messages.en';
import awardsEs from '../../../../widgets/awards/messages.es';
import buildingProcessEn from '../../../../widgets/building-process/messages.en';
import buildingProcessEs from '../../../../widgets/building-process/messages.es';
import careerEn from '../../../../widgets/career/messages.en';
import careerEs from '../../../../widgets/career/messages.es';
import careersEn from '../../../../widgets/careers/messages.en';
import careersEs from '../../../../widgets/careers/messages.es';
import contactUsEn from '../../../../widgets/contact-us/messages.en';
import contactUsEs from '../../../../widgets/contact-us/messages.es';
import eventEn from '../../../../widgets/event/messages.en';
import eventEs from '../../../../widgets/event/messages.es';
import exceptionalServiceEn from '../../../../widgets/exceptional-service/messages.en';
import exceptionalServiceEs from '../../../../widgets/exceptional-service/messages.es';
import footerEn from '../../../../widgets/footer/messages.en';
import footerEs from '../../../../widgets/footer/messages.es';
import galleryEn from '../../../../widgets/gallery/messages.en';
import galleryEs from '../../../../widgets/gallery/messages.es';
import homeownerStoriesEn from '../../../../widgets/homeowner-stories/messages.en';
import homeownerStoriesEs from '../../../../widgets/homeowner-stories/messages.es';
import localCommitmentEn from '../../../../widgets/local-commitment/messages.en';
import localCommitmentEs from '../../../../widgets/local-commitment/messages.es';
import notFoundEn from '../../../../widgets/not-found/messages.en';
import notFoundEs from '../../../../widgets/not-found/messages.es';
import serviceRequestEn from '../../../../widgets/service-request/messages.en';
import serviceRequestEs from '../../../../widgets/service-request/messages.es';
import siteMapEn from '../../../../widgets/site-map/messages.en';
import siteMapEs from '../../../../widgets/site-map/messages.es';
import teamEn from '../../../../widgets/team/messages.en';
import teamEs from '../../../../widgets/team/messages.es';
import teamMemberEn from '../../../../widgets/team-member/messages.en';
import teamMemberEs from '../../../../widgets/team-member/messages.es';
import testimonialsEn from '../../../../widgets/testimonials/messages.en';
import testimonialsEs from '../../../../widgets/testimonials/messages.es';
import videosEn from '../../../../widgets/videos/messages.en';
import videosEs from '../../../../widgets/videos/messages.es';
import warrantyEn from '../../../../widgets/warranty/messages.en';
import warrantyEs from '../../../../widgets/warranty/messages.es';
import preFormEn from '../../../../core/forms/react/pre-form/messages.en';
import preFormEs from '../../../../core/forms/react/pre-form/messages.es';
import careerApplicationEn from '../../../../widgets/career-application/messages.en';
import careerApplicationEs from '../../../../widgets/career-application/messages.es';
import myProfileEn from '../../../../widgets/my-profile/messages.en';
import myProfileEs from '../../../../widgets/my-profile/messages.es';
import realtorReferralEn from '../../../../widgets/realtor-referral-form/messages.en';
import realtorReferralEs from '../../../../widgets/realtor-referral-form/messages.es';
import reserveLotEn from '../../../../widgets/reserve-lot-form/messages.en';
import reserveLotEs from '../../../../widgets/reserve-lot-form/messages.es';
import serviceRequestFormEn from '../../../../widgets/service-request-form/messages.en';
import serviceRequestFormEs from '../../../../widgets/service-request-form/messages.es';
import calculatorEn from '../../../../widgets/mortgage-calculator/messages.en';
import calculatorEs from '../../../../widgets/mortgage-calculator/messages.es';
import homes0En from '../../../../core/listings/messages.en';
import homes0Es from '../../../../core/listings/messages.es';
import homes1En from '../../../../core/homes/messages.en';
import homes1Es from '../../../../core/homes/messages.es';
import homes2En from '../../../../core/favorites/messages.en';
import homes2Es from '../../../../core/favorites/messages.es';
import homes3En from '../../../../core/compare/messages.en';
import homes3Es from '../../../../core/compare/messages.es';
import homes4En from '../../../../core/ui/detail-layout/messages.en';
import homes4Es from '../../../../core/ui/detail-layout/messages.es';
import homes5En from '../../../../widgets/saved-floorplans/messages.en';
import homes5Es from '../../../../widgets/saved-floorplans/messages.es';
import homes6En from '../../../../widgets/saved-homes/messages.en';
import homes6Es from '../../../../widgets/saved-homes/messages.es';
import homes7En from '../../../../widgets/recently-viewed/messages.en';
import homes7Es from '../../../../widgets/recently-viewed/messages.es';
import homes8En from '../../../../widgets/my-favorites/messages.en';
import homes8Es from '../../../../widgets/my-favorites/messages.es';
import homes9En from '../../../../widgets/favorite-button/messages.en';
import homes9Es from '../../../../widgets/favorite-button/messages.es';
import homes10En from '../../../../widgets/floorplans/messages.en';
import homes10Es from '../../../../widgets/floorplans/messages.es';
import homes11En from '../../../../widgets/community-floorplans/messages.en';
import homes11Es from '../../../../widgets/community-floorplans/messages.es';
import homes12En from '../../../../widgets/floorplan-modal/messages.en';
import homes12Es from '../../../../widgets/floorplan-modal/messages.es';
import homes13En from '../../../../widgets/floorplan-detail/messages.en';
import homes13Es from '../../../../widgets/floorplan-detail/messages.es';
import homes14En from '../../../../widgets/homes/messages.en';
import homes14Es from '../../../../widgets/homes/messages.es';
import homes15En from '../../../../widgets/move-in-ready/messages.en';
import homes15Es from '../../../../widgets/move-in-ready/messages.es';
import homes16En from '../../../../widgets/home-detail/messages.en';
import homes16Es from '../../../../widgets/home-detail/messages.es';
import homes17En from '../../../../widgets/residence-detail/messages.en';
import homes17Es from '../../../../widgets/residence-detail/messages.es';
import homes18En from '../../../../widgets/compare/messages.en';
import homes18Es from '../../../../widgets/compare/messages.es';

import mapEn from '../../../../core/map/messages.en';
import mapEs from '../../../../core/map/messages.es';
import communitiesEn from '../../../../core/communities/messages.en';
import communitiesEs from '../../../../core/communities/messages.es';
import sitePlanEn from '../../../../core/communities/site-plan/messages.en';
import sitePlanEs from '../../../../core/communities/site-plan/messages.es';
import readMessagesEs from '../../../../core/api/read-messages.es';
import { READS } from '../../../../core/api/contract';
import communityEn from '../../../../widgets/community/messages.en';
import communityEs from '../../../../widgets/community/messages.es';
import amenitiesEn from '../../../../widgets/community-amenities/messages.en';
import amenitiesEs from '../../../../widgets/community-amenities/messages.es';
import communityMapEn from '../../../../widgets/community-map/messages.en';
import communityMapEs from '../../../../widgets/community-map/messages.es';
import heroEn from '../../../../widgets/home-hero/messages.en';
import heroEs from '../../../../widgets/home-hero/messages.es';
import featuredEn from '../../../../widgets/featured-communities/messages.en';
import featuredEs from '../../../../widgets/featured-communities/messages.es';
import neighborEn from '../../../../widgets/neighbor-regions/messages.en';
import neighborEs from '../../../../widgets/neighbor-regions/messages.es';
import sitePlanWidgetEn from '../../../../widgets/site-plan/messages.en';
import sitePlanWidgetEs from '../../../../widgets/site-plan/messages.es';
import sectionNavEn from '../../../../core/ui/section-nav/messages.en';
import sectionNavEs from '../../../../core/ui/section-nav/messages.es';
import myFavoritesEn from '../../../../core/favorites/my-favorites/messages.en';
import myFavoritesEs from '../../../../core/favorites/my-favorites/messages.es';
import filterEn from '../../../../core/floorplans/filter-messages.en';
import filterEs from '../../../../core/floorplans/filter-messages.es';

const root = join(import.meta.dirname, '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !/\.(en|es)\.ts$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );

/** Each keyed catalog: its English, its Spanish, and the sources that may use its keys. */
const CATALOGS = {
  'core/forms/engine': [formEn, formEs, 'core/forms'],
  // The calendar's words include the booked event's (core/forms/declarations/booking-invites.ts).
  'core/forms/engine/calendar-messages': [calendarEn, calendarEs, 'core/forms'],
  'core/forms/react/pre-form': [preFormEn, preFormEs, 'core/forms/react/pre-form'],
  'widgets/career-application': [careerApplicationEn, careerApplicationEs, 'widgets/career-application'],
  'widgets/my-profile': [myProfileEn, myProfileEs, 'widgets/my-profile'],
  'widgets/realtor-referral-form': [realtorReferralEn, realtorReferralEs, 'widgets/realtor-referral-form'],
  'widgets/reserve-lot-form': [reserveLotEn, reserveLotEs, 'widgets/reserve-lot-form'],
  'widgets/service-request-form': [serviceRequestFormEn, serviceRequestFormEs, 'widgets/service-request-form'],
  'core/ui/read': [readEn, readEs, 'core/ui/read'],
  'core/i18n/dates': [datesEn, datesEs, 'core/i18n'],
  'widgets/mortgage-calculator': [calculatorEn, calculatorEs, 'widgets/mortgage-calculator'],
  'core/ui': [coreUiEn, coreUiEs, 'core/ui'],
  'core/carousel': [coreCarouselEn, coreCarouselEs, 'core/carousel'],
  'core/ui/show-more': [showMoreEn, showMoreEs, 'core/ui'],
  'core/ui/video': [videoEn, videoEs, 'core/ui/video'],
  'widgets/awards': [awardsEn, awardsEs, 'widgets/awards'],
  'widgets/building-process': [buildingProcessEn, buildingProcessEs, 'widgets/building-process'],
  'widgets/career': [careerEn, careerEs, 'widgets/career'],
  'widgets/careers': [careersEn, careersEs, 'widgets/careers'],
  'widgets/contact-us': [contactUsEn, contactUsEs, 'widgets/contact-us'],
  'widgets/event': [eventEn, eventEs, 'widgets/event'],
  'widgets/exceptional-service': [exceptionalServiceEn, exceptionalServiceEs, 'widgets/exceptional-service'],
  'widgets/footer': [footerEn, footerEs, 'widgets/footer'],
  'widgets/gallery': [galleryEn, galleryEs, 'widgets/gallery'],
  'widgets/homeowner-stories': [homeownerStoriesEn, homeownerStoriesEs, 'widgets/homeowner-stories'],
  'widgets/local-commitment': [localCommitmentEn, localCommitmentEs, 'widgets/local-commitment'],
  'widgets/not-found': [notFoundEn, notFoundEs, 'widgets/not-found'],
  'widgets/service-request': [serviceRequestEn, serviceRequestEs, 'widgets/service-request'],
  'widgets/site-map': [siteMapEn, siteMapEs, 'widgets/site-map'],
  'widgets/team': [teamEn, teamEs, 'widgets/team'],
  'widgets/team-member': [teamMemberEn, teamMemberEs, 'widgets/team-member'],
  'widgets/testimonials': [testimonialsEn, testimonialsEs, 'widgets/testimonials'],
  'widgets/videos': [videosEn, videosEs, 'widgets/videos'],
  'widgets/warranty': [warrantyEn, warrantyEs, 'widgets/warranty'],
  'core/map': [mapEn, mapEs, 'core/map'],
  'core/communities': [communitiesEn, communitiesEs, 'core/communities'],
  'core/communities/site-plan': [sitePlanEn, sitePlanEs, 'core/communities/site-plan'],
  'widgets/community': [communityEn, communityEs, 'widgets/community'],
  'widgets/community-amenities': [amenitiesEn, amenitiesEs, 'widgets/community-amenities'],
  'widgets/community-map': [communityMapEn, communityMapEs, 'widgets/community-map'],
  'widgets/home-hero': [heroEn, heroEs, 'widgets/home-hero'],
  'widgets/featured-communities': [featuredEn, featuredEs, 'widgets/featured-communities'],
  'widgets/neighbor-regions': [neighborEn, neighborEs, 'widgets/neighbor-regions'],
  'widgets/site-plan': [sitePlanWidgetEn, sitePlanWidgetEs, 'widgets/site-plan'],
  'core/ui/section-nav': [sectionNavEn, sectionNavEs, 'core/ui/section-nav'],
  'core/listings': [homes0En, homes0Es, 'core'],
  'core/homes': [homes1En, homes1Es, 'core/homes'],
  'core/favorites': [homes2En, homes2Es, 'core/favorites'],
  'core/compare': [homes3En, homes3Es, 'core/compare'],
  'core/ui/detail-layout': [homes4En, homes4Es, 'core'],
  'widgets/saved-floorplans': [homes5En, homes5Es, 'widgets/saved-floorplans'],
  'widgets/saved-homes': [homes6En, homes6Es, 'widgets/saved-homes'],
  'widgets/recently-viewed': [homes7En, homes7Es, 'widgets/recently-viewed'],
  'widgets/my-favorites': [homes8En, homes8Es, 'widgets/my-favorites'],
  'widgets/favorite-button': [homes9En, homes9Es, 'widgets/favorite-button'],
  'widgets/floorplans': [homes10En, homes10Es, 'widgets/floorplans'],
  'widgets/community-floorplans': [homes11En, homes11Es, 'widgets/community-floorplans'],
  'widgets/floorplan-modal': [homes12En, homes12Es, 'widgets/floorplan-modal'],
  'widgets/floorplan-detail': [homes13En, homes13Es, 'widgets/floorplan-detail'],
  'widgets/homes': [homes14En, homes14Es, 'widgets/homes'],
  'widgets/move-in-ready': [homes15En, homes15Es, 'widgets/move-in-ready'],
  'widgets/home-detail': [homes16En, homes16Es, 'widgets/home-detail'],
  'widgets/residence-detail': [homes17En, homes17Es, 'widgets/residence-detail'],
  'widgets/compare': [homes18En, homes18Es, 'widgets/compare'],
  'core/favorites/my-favorites': [myFavoritesEn, myFavoritesEs, 'core/favorites/my-favorites'],
  'core/floorplans/filter-messages': [filterEn, filterEs, 'core/floorplans'],
} as const;

describe('message catalogs (docs/i18n.md)', () => {
  it.each(Object.entries(CATALOGS))(
    '%s: Spanish has every English key and no other, of the same shape',
    (_, [en, es]) => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(en))
        expect(typeof (es as Record<string, unknown>)[key], key).toBe(typeof message);
    },
  );

  it.each(Object.entries(CATALOGS))('%s: every placeholder of the English is in the Spanish', (_, [en, es]) => {
    const holes = (m: unknown) => [...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    for (const [key, message] of Object.entries(en))
      expect(holes((es as Record<string, unknown>)[key]), key).toEqual(holes(message));
  });

  it.each(Object.entries(CATALOGS))(
    '%s: every key is used by its sources (a key written as a string)',
    (_, [en, , dir]) => {
      const code = sources(dir)
        .map((f) => readFileSync(join(root, f), 'utf8'))
        .join('\n');
      expect(Object.keys(en).filter((key) => !code.includes(`'${key}'`))).toEqual([]);
    },
  );

  it('speaks to the visitor in tú, never usted', () => {
    const spanish = JSON.stringify([
      formEs,
      calendarEs,
      readEs,
      calculatorEs,
      formPhrasesEs,
      specEs,
      inputPhrasesEs,
      readMessagesEs,
      ...Object.values(CATALOGS).map(([, es]) => es),
    ]);
    expect(spanish).not.toMatch(/\busted(es)?\b|\bsu(s)? (correo|teléfono|nombre|visita)|\bescriba\b|\belija\b/i);
  });
});

/** What a form shows in words (never its values or names). */
function shownWords(form: FormDefinition): string[] {
  const words = [form.title, form.intro, form.submitLabel, form.successMessage, form.consent];
  words.push(...(form.links ?? []).map((l) => l.label));
  for (const field of form.fields as FieldSpec[]) {
    words.push(field.label, field.hint);
    if (field.kind === 'select' || field.kind === 'time-slot') words.push(field.placeholder);
    if (field.kind === 'records') words.push(field.emptyMessage);
    const fixed =
      field.kind === 'radios' || field.kind === 'select' || field.kind === 'checkboxes' ? field.options : 'content';
    if (typeof fixed !== 'string') words.push(...fixed.map((o) => o.label));
  }
  // A file field's messages are spec.md's (spec-messages.es.ts).
  return words.filter((w): w is string => !!w && !(w in specEs));
}

/** The forms converted so far: every declared form (docs/i18n.md). */
const CONVERTED_FORMS: readonly FormDefinition[] = [
  contactUsForm,
  scheduleVisitForm,
  ...FORM_DECLARATIONS,
  ...Object.values(ACCOUNT_FORM_DECLARATIONS),
];
/** spec.md section 3's option lists; the price ranges read the same in es-US ($100,000 - $150,000). */
const OPTION_LISTS = [
  US_STATES,
  ACCOUNT_STATES,
  leadOptions.REFERRAL_SOURCES,
  leadOptions.TIMEFRAMES,
  leadOptions.MOVE_TIMEFRAMES,
  leadOptions.DESIRED_LOCATIONS,
  leadOptions.HOME_TYPES,
  leadOptions.EDUCATION_LEVELS,
  leadOptions.YES_NO,
  leadOptions.CONTACT_METHODS,
];
const SHARED_FIELDS = Object.values(fields).map((make) => make());
const shown = new Set([
  ...CONVERTED_FORMS.flatMap(shownWords),
  ...SHARED_FIELDS.flatMap((f) => [
    f.label,
    ...(f.hint ? [f.hint] : []),
    ...(f.kind === 'select' ? [f.placeholder] : []),
  ]),
  ...OPTION_LISTS.flatMap((list) => list.map((o) => o.label)),
  VIRTUAL_APPOINTMENT,
  NOT_SURE,
  // The demo server's answer to a lead (demo/api/forms.ts GENERIC_SUCCESS).
  'Thank you! We received your form.',
  // The demo server's other answers to the account forms (demo/api/accounts.ts ACCOUNT_MESSAGES).
  'The email or password is not correct.',
  'An account already exists for this email. Sign in, or reset your password.',
  'If an account exists for this email, we have sent a link to reset the password.',
  'Please sign in to continue.',
  'The current password is not correct.',
]);

/** Names Spanish writes as English, left out of the phrasebook (its bytes are a Spanish page's). */
const SAME_IN_SPANISH = new Set([
  'Facebook',
  'The Ledger',
  'News Chief',
  'Polk County Democrat',
  'Parade of Homes',
  'Auburndale',
  'Lake Wales',
  'Winter Haven',
  'Bartow',
  'North Lakeland',
  'Haines City',
  'South Lakeland',
  'No',
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Minnesota',
  'Montana',
  'Nebraska',
  'Nevada',
  'Ohio',
  'Oklahoma',
  'Rhode Island',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Wisconsin',
  'Wyoming',
  'Guam',
  'Puerto Rico',
  // The price ranges read the same in es-US ($100,000 - $150,000).
  ...leadOptions.PRICE_RANGES.map((o) => o.label),
]);

/** Each form's own phrasebook (engine/phrases/<declaration>.es.ts), loaded as a Spanish page would. */
const own = new Map<FormDefinition, Phrases>();
beforeAll(async () => {
  for (const form of CONVERTED_FORMS) if (form.phrases) own.set(form, (await form.phrases.loadEs()).default);
});

describe('the forms phrasebooks (core/forms/engine/phrases.es.ts, shared, and phrases/*.es.ts, a form’s own)', () => {
  it('has the Spanish of every word the converted forms, the shared fields and section 3’s lists show', () => {
    const missing = (w: string, book: Phrases = {}) => !(w in book) && !(w in formPhrasesEs) && !SAME_IN_SPANISH.has(w);
    expect([...shown].filter((w) => missing(w) && !CONVERTED_FORMS.some((f) => own.get(f)?.[w]))).toEqual([]);
    for (const form of CONVERTED_FORMS)
      expect(
        shownWords(form).filter((w) => missing(w, own.get(form))),
        form.type,
      ).toEqual([]);
  });

  it('keeps in a form’s own book only what that form (or the other form of its declaration) shows, and nothing the shared book has', () => {
    for (const [form, book] of own) {
      const sameFile = CONVERTED_FORMS.filter((f) => f.phrases === form.phrases).flatMap(shownWords);
      expect(
        Object.keys(book).filter((w) => !(sameFile.includes(w) || shown.has(w)) || w in formPhrasesEs),
        form.type,
      ).toEqual([]);
      expect(JSON.stringify(book)).not.toMatch(
        /\busted(es)?\b|\bsu(s)? (correo|teléfono|nombre|visita)|\bescriba\b|\belija\b/i,
      );
    }
  });

  it('holds nothing that no converted form, shared field or list shows', () => {
    expect(Object.keys(formPhrasesEs).filter((w) => !shown.has(w))).toEqual([]);
  });
});

describe('spec.md’s messages in Spanish (core/i18n/spec-messages.es.ts)', () => {
  // spec.md section 8, word for word.
  const SPEC = [
    'Something went wrong, try again later.',
    'New passwords do not match.',
    'You may only upload up to five images.',
    'You may only upload up to three images.',
    'Your file is larger than 3MB.',
    'There was an error uploading your image.',
    'There was a problem deleting your image.',
    'No regions found',
    'No communities found',
    'No homes found',
    'No residences found',
    'No warranty items found',
  ];
  it('has every message of spec.md section 8, and nothing else', () => {
    expect(Object.keys(specEs).sort()).toEqual([...SPEC].sort());
  });

  it('keys them by the very English the engine sends', () => {
    for (const english of [FORM_FAILURE_MESSAGE, NEW_PASSWORDS_MISMATCH, ...Object.values(SERVICE_IMAGE_MESSAGES)])
      expect(specEs).toHaveProperty([english]);
    expect(specEs['Something went wrong, try again later.']).toBe('Algo salió mal, inténtalo de nuevo más tarde.');
  });
});

describe('the calculator’s input messages (widgets/mortgage-calculator/input-phrases.es.ts)', () => {
  it('has the Spanish of every message core/rules/mortgage writes, and no other', () => {
    const english = [
      ...new Set(
        Object.values(MORTGAGE_INPUT_MESSAGES)
          .flatMap((m) => Object.values(m))
          .filter(Boolean),
      ),
    ];
    expect(Object.keys(inputPhrasesEs).sort()).toEqual(english.sort());
  });
});

describe('the reads’ other default failures (core/api/read-messages.es.ts)', () => {
  it('has the Spanish of every read’s default message a visitor reads that is not spec.md’s, and no other', () => {
    const unseen = ['No modal status found', 'No form template found'];
    const defaults = [...new Set(Object.values(READS).map((read) => read.emptyMessage))].filter(
      (m) => !(m in specEs) && !unseen.includes(m),
    );
    expect(Object.keys(readMessagesEs).sort()).toEqual(defaults.sort());
  });
});

// The core's public pieces, by name. Widgets import from here only.
export { checkAccountField, MIN_PASSWORD_LENGTH } from './account/account-field';
export type { AccountField } from './account/account-field';
export { ACCOUNT_PATHS } from './account/account-paths';
export { loadFavoriteItem } from './account/favorite-item';
export type { FavoriteItem } from './account/favorite-item';
export { navigateTo } from './account/navigate';
export { ACCOUNT_POST_START, useAccountPost } from './account/use-account-post';
export type { AccountPostOptions, AccountPostState } from './account/use-account-post';
export { READS } from './api/contract';
export type { ReadName, ReadSpec } from './api/contract';
export { ResponseShapeError } from './api/errors';
export { getEventPage } from './api/event-page';
export { apiBase, http, REQUEST_TIMEOUT_MS } from './api/http';
export { PRICING_SHEET_PATH, pricingSheetData } from './api/pricing-sheet';
export { readItem, readList } from './api/read';
export type { Query, ReadOptions } from './api/read';
export {
  clearReadCache, getAmenities, getApartmentResidence, getAssets, getAwards, getCareer, getCareers, getCharities, getCollections, getCommunities,
  getCommunity, getCommunityNames, getContractors, getEvents, getFavorites, getHome, getHomeownerStories, getHomes, getModelCenters, getPlan,
  getPlans, getRegion, getRegionNames, getRegions, getResidence, getResidences, getSalesSpecialists, getTeam, getTestimonials, getVideos,
  getViews, getWarrantyItems,
} from './api/reads';
export { failure, FORM_FAILURE_MESSAGE } from './api/result';
export type { Failure, ItemResult, ListResult } from './api/result';
export * as schemas from './api/schemas/index';
export { FAVORITEABLE_TYPES } from './api/schemas/favorite';
export { addFavorite, addView, getFavoriteModalStatus, getProfile, postForm, removeFavorite, removeView } from './api/writes';
export type { PostOptions } from './api/writes';
export { hideFavoriteModal } from './api/hide-favorite-modal';
export { CONFIG_ELEMENT_ID, readConfig } from './config';
export type { WidgetsConfig } from './config';
export { pushDataLayer } from './data-layer';
export type { DataLayerEvent } from './data-layer';
export { emit } from './events';
export type { HbEventMap, HbEventName } from './events';
export { formatDollars, formatFromPrice, formatRange, UNPRICED_LABEL } from './format/plan-figures';
export { afterLeadSuccess } from './forms/after-success';
export { answersFromValues, valuesFromAnswers } from './forms/answers';
export { fields } from './forms/common-fields';
export {
  DATE_HELPER_YEARS_BACK, DATE_PICKER_YEARS_AHEAD, dateWindowBounds, formatDate, isDateInWindow, isWithinYearsBack, parseIsoDate, toIsoDate,
} from './forms/date-rules';
export type { DateWindow } from './forms/date-rules';
export {
  contactUsForm, EVENT_MAX_GUESTS, eventRegistrationForm, fullInterestForm, getUpdatesForm, inquireHomeForm, lockInForm, reserveLotForm, scheduleTourForm,
  scheduleVisitForm,
} from './forms/declarations/index';
export { FORM_DECLARATIONS } from './forms/declarations/registry';
export { clearDraft, draftKey, loadDraft, saveDraft } from './forms/drafts';
export type { Draft } from './forms/drafts';
export { EMAIL_MAX_LENGTH, isEmail, isPersonName, isUsPhone, isZip, usPhoneDigits } from './forms/field-rules';
export { initialValue } from './forms/field-spec';
export type { ChosenFile, FieldSpec, FieldValue, FormValues, Option } from './forms/field-spec';
export { focusInvalidField, INVALID_FIELD_OFFSET, INVALID_FIELD_OFFSET_PHONE, invalidFieldOffset } from './forms/focus-invalid-field';
export { defineForm } from './forms/form-definition';
export type { AfterSuccess, FormDefinition } from './forms/form-definition';
export { newIdempotencyKey } from './forms/idempotency-key';
export { LeadEnvelope } from './forms/lead-envelope';
export { INITIAL_LIFECYCLE, nextLifecycle } from './forms/lifecycle';
export type { FormLifecycle, FormPhase, LifecycleEvent } from './forms/lifecycle';
export {
  EVENT_RELOAD_MS, GET_UPDATES_DISMISS_MS, INQUIRE_HOME_DISMISS_MS, REALTOR_PROGRAM_DISMISS_MS, RESERVE_LOT_DISMISS_MS, SCHEDULE_TOUR_DISMISS_MS,
} from './forms/lifecycle-timers';
export {
  CONTACT_METHODS, DESIRED_LOCATIONS, EDUCATION_LEVELS, HOME_TYPES, MOVE_TIMEFRAMES, PRICE_RANGES, REFERRAL_SOURCES, TIMEFRAMES, YES_NO,
} from './forms/options/lead-options';
export { communityOptions, modelCenterOptions, NOT_SURE, salesSpecialistOptions, VIRTUAL_APPOINTMENT } from './forms/options/option-source';
export type { OptionSourceName } from './forms/options/option-source';
export { ACCOUNT_STATES, US_STATES } from './forms/options/us-states';
export { VISIT_HOURS, visitTimeSlots, visitTimeSlotsForWeekday } from './forms/options/visit-time-slots';
export { buildPayload, toFormData } from './forms/payload';
export { isSelectedList, SELECTED_LISTS } from './forms/selected-lists';
export { formatSsn, SSN_LENGTH, ssnDigits } from './forms/ssn';
export type { SelectedListName, SelectedLists } from './forms/selected-lists';
export { sendForm } from './forms/send-form';
export { EnquiryForm } from './forms/ui/enquiry-form';
export { ModalEnquiryForm } from './forms/ui/modal-enquiry-form';
export { useEnquiryForm } from './forms/use-enquiry-form';
export type { EnquiryFormOptions } from './forms/use-enquiry-form';
export { validateField, validateForm } from './forms/validate-form';
export type { FieldError, ValidationContext } from './forms/validate-form';
export { useFavoriteItems } from './hooks/use-favorite-items';
export type { FavoriteItemState } from './hooks/use-favorite-items';
export { useFloorplanView } from './hooks/use-floorplan-view';
export type { FloorplanViewChange } from './hooks/use-floorplan-view';
export { useRead } from './hooks/use-read';
export { useRecordView } from './hooks/use-record-view';
export type { ReadState } from './hooks/use-read';
export { isLead, LEAD_FLAG_KEY, markLead } from './lead/lead-flag';
export { leadFields } from './lead/lead-fields';
export type { LeadFields } from './lead/lead-fields';
export { leadGuid } from './lead/lead-guid';
export { loadPseudoConfirmation } from './lead/pseudo-confirmation';
export { recaptchaAction, spamCheckToken } from './lead/spam-check';
export { readVisit } from './lead/read-visit';
export { captureVisit } from './lead/visit-attribution';
export { availabilityLabel, communityFacts, communityPinLabel, isNowSelling, priceFromText } from './map/community-facts';
export { communityMarkerId, communityMarkers } from './map/community-markers';
export type { LatLng, MapView as MapViewState, Size } from './map/geo';
export type { MapMarker, MarkerKind } from './map/map-marker';
export { AMENITY_MAP_OPTIONS, DEFAULT_MAP_VIEW, MAP_CENTER, MAP_ZOOM, MICROSITE_ZOOM } from './map/map-settings';
export { FIT_PINS } from './map/use-map-viewport';
export type { MapStart } from './map/use-map-viewport';
export { CommunityCard } from './map/ui/community-card';
export { MapView } from './map/ui/map-view';
export type { MapViewProps } from './map/ui/map-view';
export { attr } from './mount/attributes';
export type { AttributeSpec, PropsOf } from './mount/attributes';
export { defineWidget } from './mount/define-widget';
export type { WidgetDefinition } from './mount/define-widget';
export { usePageId, useWidgetHost } from './mount/widget-context';
export { deviceClass } from './rules/device-class';
export type { DeviceClass } from './rules/device-class';
export { featureSheetUrl, HIGH_SIZE_SQFT } from './rules/feature-sheet';
export { floorplanFilterOptions } from './rules/floorplan-filter-options';
export type { FloorplanFilterOptions } from './rules/floorplan-filter-options';
export { FLOORPLAN_QUERY_PARAMS, readFloorplanQuery, writeFloorplanQuery } from './rules/floorplan-filter-query';
export type { FloorplanView } from './rules/floorplan-filter-query';
export {
  filterFloorplans, matchesBathFilter, matchesBedFilter, matchesFloorplanFilters, matchesMaxPriceFilter, matchesMinPriceFilter, matchesOnYourLotFilter,
  matchesRange, matchesSqftFilter, NO_FILTERS,
} from './rules/floorplan-filters';
export type { Filterable, FilterChoice, FloorplanFilters } from './rules/floorplan-filters';
export { DEFAULT_FLOORPLAN_SORT, FLOORPLAN_SORT_LABELS, FLOORPLAN_SORTS, sortFloorplans } from './rules/floorplan-sort';
export type { FloorplanSort } from './rules/floorplan-sort';
export { amortize } from './rules/mortgage-amortization';
export type { Amortization, AmortizationYear } from './rules/mortgage-amortization';
export {
  DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_HOME_PRICE, DEFAULT_RATE_PERCENT, DEFAULT_TERM_YEARS, INSURANCE_YEARLY_RATE, MAX_HOA_MONTHLY, MAX_HOME_PRICE,
  MAX_RATE_PERCENT, MORTGAGE_TERMS_YEARS, PMI_DOWN_PAYMENT_THRESHOLD_PERCENT, PMI_END_LOAN_TO_VALUE, PMI_YEARLY_RATE, PROPERTY_TAX_YEARLY_RATE,
} from './rules/mortgage-constants';
export type { MortgageTermYears } from './rules/mortgage-constants';
export { paymentDate } from './rules/mortgage-dates';
export { monthlyInsurance, monthlyPropertyTax } from './rules/mortgage-escrow';
export { monthlyPrincipalAndInterest, monthlyRate } from './rules/mortgage-payment';
export { monthlyPmi, pmiApplies } from './rules/mortgage-pmi';
export { mortgageSummary } from './rules/mortgage-summary';
export type { MortgageInputs, MortgageSummary } from './rules/mortgage-summary';
export { checkAmount, isOfferedTerm, MORTGAGE_INPUT_MESSAGES, readTypedNumber } from './rules/mortgage-validation';
export type { AmountName } from './rules/mortgage-validation';
export { checkNewPasswords, NEW_PASSWORDS_MISMATCH } from './rules/new-passwords';
export { DEFAULT_PRICE_RANGE, HOMEPAGE_PRICE_RANGE, PRICE_STEP, priceBounds, priceOptions } from './rules/price-bounds';
export { SQFT_STEP, sqftOptions } from './rules/sqft-options';
export { safeUrl } from './security/safe-url';
export { sanitizeHtml } from './security/sanitize-html';
export { createSiteStore, favoriteKey, siteStore } from './store/site-store';
export type { FavoriteKey, LoadStatus, SiteState, SiteStore, ToggleOutcome } from './store/site-store';
export { CmsHtml } from './ui/cms-html';
export { AccountForm } from './ui/account-form';
export { FavoriteHeart } from './ui/favorite-heart';
export { FavoriteItemsList } from './ui/favorite-items-list';
export { FloorplanCard } from './ui/floorplan-card';
export type { FloorplanCardData } from './ui/floorplan-card';
export { FloorplanFilterBar } from './ui/floorplan-filter-bar';
export { Loader } from './ui/loader';
export { LoginRequiredModal } from './ui/login-required-modal';
export { Modal } from './ui/modal';
export { MyFavoritesNav } from './ui/my-favorites-nav';
export { SavedFavorites } from './ui/saved-favorites';
export { SavedItemCard } from './ui/saved-item-card';
export { ShowMoreList } from './ui/show-more-list';
export { SignInPrompt } from './ui/sign-in-prompt';

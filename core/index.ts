// The core's public pieces, by name. Widgets import from here only.
export { READS } from './api/contract';
export type { ReadName, ReadSpec } from './api/contract';
export { ResponseShapeError } from './api/errors';
export { apiBase, http, REQUEST_TIMEOUT_MS } from './api/http';
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
export { addFavorite, addView, getFavoriteModalStatus, getProfile, postForm, removeFavorite, removeView } from './api/writes';
export type { PostOptions } from './api/writes';
export { CONFIG_ELEMENT_ID, readConfig } from './config';
export type { WidgetsConfig } from './config';
export { pushDataLayer } from './data-layer';
export type { DataLayerEvent } from './data-layer';
export { emit } from './events';
export type { HbEventMap, HbEventName } from './events';
export { useRead } from './hooks/use-read';
export type { ReadState } from './hooks/use-read';
export { isLead, LEAD_FLAG_KEY, markLead } from './lead/lead-flag';
export { leadFields } from './lead/lead-fields';
export type { LeadFields } from './lead/lead-fields';
export { leadGuid } from './lead/lead-guid';
export { loadPseudoConfirmation } from './lead/pseudo-confirmation';
export { recaptchaAction, spamCheckToken } from './lead/spam-check';
export { captureVisit, readVisit } from './lead/visit-attribution';
export { attr } from './mount/attributes';
export type { AttributeSpec, PropsOf } from './mount/attributes';
export { defineWidget } from './mount/define-widget';
export type { WidgetDefinition } from './mount/define-widget';
export { useWidgetHost } from './mount/widget-context';
export { deviceClass } from './rules/device-class';
export type { DeviceClass } from './rules/device-class';
export { featureSheetUrl, HIGH_SIZE_SQFT } from './rules/feature-sheet';
export { DEFAULT_PRICE_RANGE, HOMEPAGE_PRICE_RANGE, PRICE_STEP, priceBounds, priceOptions } from './rules/price-bounds';
export { SQFT_STEP, sqftOptions } from './rules/sqft-options';
export { safeUrl } from './security/safe-url';
export { sanitizeHtml } from './security/sanitize-html';
export { createSiteStore, favoriteKey, siteStore } from './store/site-store';
export type { SiteState, SiteStore, ToggleOutcome } from './store/site-store';
export { CmsHtml } from './ui/cms-html';
export { Loader } from './ui/loader';
export { Modal } from './ui/modal';

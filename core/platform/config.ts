import { boolean, type Infer, is, optional, string, type } from 'superstruct';

/** Where the site keeps its my-favorites pages; each left out is spec.md's path (docs/embedding.md). */
const AccountPages = type({
  landing: optional(string()),
  login: optional(string()),
  createAccount: optional(string()),
  forgotPassword: optional(string()),
  myProfile: optional(string()),
  savedFloorplans: optional(string()),
  savedHomes: optional(string()),
  recentlyViewed: optional(string()),
});

/**
 * Site settings an editor writes once per page, in markup:
 * <script type="application/json" id="hb-widgets-config">{"apiBase": "", ...}</script>
 */
export const WidgetsConfig = type({
  /** Where the CMS serves /api, /forms and /my-favorites; default: this page's origin. */
  apiBase: optional(string()),
  mapsApiKey: optional(string()),
  recaptchaSiteKey: optional(string()),
  /** The lead-tracker cookie whose value goes with every form as guid. */
  leadTrackerCookie: optional(string()),
  /**
   * Whether the visitor is signed in, when the CMS knows (it is the API); left out, the widgets
   * ask the API (/my-favorites/my-profile) once per page.
   */
  loggedIn: optional(boolean()),
  /** The site's my-favorites pages, e.g. {"login": "/account/sign-in"}; default spec.md's paths. */
  accountPages: optional(AccountPages),
  /** The builder's phone, offered when a widget cannot load its data and the editor gave no fallback. */
  phone: optional(string()),
  /** The content area's selector: only links inside it become widgets (the loader reads it too). */
  widgetLinksIn: optional(string()),
  /** The page that holds <hb-compare>, where the compare tray's link goes; default /compare. */
  compareUrl: optional(string()),
  /** The widgets' language where no `lang` attribute says one (core/i18n): "es" or "es-US" for Spanish; default English. */
  locale: optional(string()),
});
export type WidgetsConfig = Infer<typeof WidgetsConfig>;

export const CONFIG_ELEMENT_ID = 'hb-widgets-config';
export const DEFAULT_LEAD_TRACKER_COOKIE = 'hb_lead_guid';

/**
 * The settings script: the template's <script type="application/json">, the first in document
 * order. Nothing else with its id counts: a <p id="hb-widgets-config"> in an article, or a
 * second script, could otherwise point apiBase at another host.
 */
const CONFIG_SELECTOR = `script[type="application/json"]#${CONFIG_ELEMENT_ID}`;

let cache: { text: string; config: WidgetsConfig } | undefined;

/** Reads the page's settings; a malformed script is reported once and ignored, never thrown. */
export function readConfig(doc: Document = document): WidgetsConfig {
  const script = doc.querySelector(CONFIG_SELECTOR);
  const text = script?.textContent ?? '';
  if (cache?.text === text) return cache.config;
  // Said once for the page's settings (the answer is kept with them).
  // Another element with the id than the script (a paragraph in an article, a second script).
  if (doc.querySelectorAll(`#${CONFIG_ELEMENT_ID}`)[script ? 1 : 0])
    console.warn(`[hb-widgets] #${CONFIG_ELEMENT_ID}: only the first <script type="application/json"> counts`);
  let config: WidgetsConfig = {};
  if (text.trim()) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (is(parsed, WidgetsConfig)) config = parsed;
      else
        console.error(
          `[hb-widgets] #${CONFIG_ELEMENT_ID} has a setting of the wrong type: apiBase, mapsApiKey, recaptchaSiteKey, leadTrackerCookie, phone, widgetLinksIn, compareUrl and locale are strings, loggedIn is true or false, accountPages holds strings`,
        );
    } catch {
      console.error(
        `[hb-widgets] #${CONFIG_ELEMENT_ID} is not valid JSON: write it as {"apiBase": "https://cms.example.com"}`,
      );
    }
  }
  if (config.widgetLinksIn) checkSelector(doc, config.widgetLinksIn);
  cache = { text, config };
  return config;
}

/** The loader leaves out a content area it cannot read (every link is upgraded); say so here. */
function checkSelector(doc: Document, selector: string) {
  try {
    doc.querySelector(selector);
  } catch {
    console.error(
      `[hb-widgets] #${CONFIG_ELEMENT_ID} widgetLinksIn "${selector}" is not a CSS selector, so links anywhere on the page become widgets: set it to the content area, e.g. "widgetLinksIn": ".entry-content"`,
    );
  }
}

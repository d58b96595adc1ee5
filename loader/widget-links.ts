/**
 * The link form of a widget: <a href="/our-floorplans#hb-widget=floorplans&community-id=25">Our
 * floorplans</a>. Every CMS editor keeps a link (sanitize-html and CKEditor 5 strip data-* and
 * unknown tags), so a link whose fragment names a widget is that widget: the loader schedules the
 * link itself and the widget's mount puts the widget's element around it (core/platform/link-host.ts).
 * The fragment holds the div form's attributes without "data-", read as a query: never the path,
 * which TinyMCE rewrites (/x → ../x). WordPress saves & as &amp;, which the HTML parser decodes.
 */
const WIDGET_LINKS = 'a[href*="#hb-widget="]';

/**
 * The links to upgrade: every widget link, or with the site setting widgetLinksIn (the content
 * area's selector) only those inside it, so a menu's link to a widget's page stays a link.
 */
export function widgetLinks(): string {
  try {
    // The settings are the template's script, the first (core/platform/config.ts, which also
    // checks its type): never another element with its id (a paragraph in an article).
    const area = JSON.parse(document.querySelector('script#hb-widgets-config')!.textContent!).widgetLinksIn;
    // A selector the browser cannot read throws here and the setting is left out (the first widget reports it).
    if (area) return (document.querySelector(area), `:is(${area}) ${WIDGET_LINKS}`);
  } catch {}
  return WIDGET_LINKS;
}

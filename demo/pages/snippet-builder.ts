import type { WidgetDeclaration } from '../../build/declaration';
import shared from '../../integrations/wordpress/pickers.json';
import { SNIPPET_EDITORS } from '../static/snippet-form.js';
import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';

/** The attribute → API list mapping the WordPress block reads too (integrations/wordpress/pickers.json). */
export const PICKERS = shared.pickers;

/** What the builder's script knows of each widget: its title, attributes and fallback link. */
export interface BuilderWidget {
  title: string;
  description: string;
  fallback: { href: string; text: string };
  attributes: { name: string; type: string; required: boolean; values?: string[]; description: string }[];
}

/** Every built widget, with its fallback link from its gallery card where it has one. */
export function builderWidgets(cards: GalleryCard[], declarations: WidgetDeclaration[]): Record<string, BuilderWidget> {
  const byWidget = new Map(cards.map((c) => [c.widget, c]));
  const widgets: Record<string, BuilderWidget> = {};
  for (const d of [...declarations].sort((a, b) => a.name.localeCompare(b.name))) {
    const card = byWidget.get(d.name);
    // As the WordPress block names them: "community-map" → "Community map".
    const title = d.name.charAt(0).toUpperCase() + d.name.slice(1).replace(/-/g, ' ');
    widgets[d.name] = {
      title,
      description: d.description.replace(/ Also <div data-hb-widget[\s\S]*$/, ''),
      fallback: card?.fallback ?? { href: '/', text: title },
      attributes: d.attributes.map((a) => ({
        name: a.name,
        type: a.type,
        required: a.required,
        values: a.values,
        description: a.description,
      })),
    };
  }
  return widgets;
}

/** JSON inside a <script type="application/json">: no "</script>" can end it early. */
const json = (value: unknown) => new Raw(JSON.stringify(value).replace(/</g, '\\u003c'));

/**
 * /gallery/snippet-builder: choose a widget, pick its community, plan or home by name from the
 * live API, choose the editor, copy the snippet in the form that editor keeps. The controls are
 * drawn by demo/static/snippet-builder.js (a file: the page's CSP allows no inline script).
 */
export function snippetBuilderBody(cards: GalleryCard[], declarations: WidgetDeclaration[]): Raw {
  const widgets = builderWidgets(cards, declarations);
  const sorted = Object.entries(widgets).sort((a, b) => a[1].title.localeCompare(b[1].title));
  return html`<h1>Snippet builder</h1>
<p class="cms-lead">Choose a widget, pick its community, plan or home by name from this site’s own list, choose your editor, and copy the snippet in the form that editor keeps. Every widget and form is also in the <a href="/gallery">widget gallery</a>.</p>
<form class="cms-builder" id="snippet-builder" aria-labelledby="snippet-builder-title" novalidate>
  <h2 id="snippet-builder-title">Build a snippet</h2>
  <p class="cms-builder__field"><label for="builder-widget">Widget</label>
  <select id="builder-widget" aria-describedby="builder-widget-about">
    <option value="">Choose a widget</option>
    ${sorted.map(([name, w]) => html`<option value="${name}">${w.title}</option>`)}
  </select></p>
  <p id="builder-widget-about" class="cms-builder__hint"></p>
  <fieldset class="cms-builder__attributes" id="builder-attributes" hidden>
    <legend>Attributes</legend>
    <div id="builder-attribute-fields"></div>
  </fieldset>
  <fieldset class="cms-builder__attributes" id="builder-fallback" hidden>
    <legend>Fallback link</legend>
    <p class="cms-builder__hint" id="builder-fallback-about">Shown until the widget is ready, and instead of it if its code cannot load: point it at your page about what you picked.</p>
    <p class="cms-builder__field"><label for="builder-fallback-text">Link text</label>
    <input id="builder-fallback-text" type="text" aria-describedby="builder-fallback-about"></p>
    <p class="cms-builder__field"><label for="builder-fallback-href">Link address</label>
    <input id="builder-fallback-href" type="text" inputmode="url" aria-describedby="builder-fallback-about"></p>
  </fieldset>
  <p class="cms-builder__field"><label for="builder-lang">Language</label>
  <select id="builder-lang" aria-describedby="builder-lang-about">
    <option value="">The page’s language</option>
    <option value="es" lang="es">Español</option>
  </select></p>
  <p id="builder-lang-about" class="cms-builder__hint">A widget speaks the language of its page (<code>&lt;html lang="es"&gt;</code>). Choose Español to put a Spanish widget on an English page: the snippet gets <code>lang="es"</code> (docs/i18n.md).</p>
  <p class="cms-builder__field"><label for="builder-editor">Your editor</label>
  <select id="builder-editor" aria-describedby="builder-where">
    ${SNIPPET_EDITORS.map((e) => html`<option value="${e.id}">${e.name}</option>`)}
  </select></p>
  <p id="builder-where" class="cms-builder__hint">${SNIPPET_EDITORS[0].where}</p>
  <p class="cms-builder__field"><label for="builder-snippet">Snippet</label>
  <textarea id="builder-snippet" class="cms-builder__snippet" readonly rows="4" spellcheck="false" placeholder="Choose a widget first"></textarea></p>
  <button type="button" class="cms-copy" id="builder-copy">Copy snippet</button>
  <span class="cms-copy-status" id="builder-status" role="status"></span>
</form>
<script type="application/json" id="snippet-builder-data">${json({ widgets, pickers: PICKERS })}</script>
<script type="module" src="/demo-static/snippet-builder.js"></script>`;
}

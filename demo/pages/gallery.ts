import type { AttributeDeclaration, WidgetDeclaration } from '../../build/declaration';
import { allowDivForm } from '../../build/div-form-allow-lists';
import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { getUpdatesForm } from '../../core/forms/declarations/get-updates';
import { FORM_TEMPLATES } from '../api/form-templates';
import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';
import { CMS_EDITORS, FORM_NAMES } from './gallery-editors';
import { FORMS, snippet, templateSnippet } from './gallery-snippets';

export interface GalleryOptions {
  cards: GalleryCard[];
  /** The widgets' declarations, as the build wrote them (dist/widget-declarations.json). */
  declarations: WidgetDeclaration[];
  /** Where this server serves loader.js: the template snippet names it. */
  loaderUrl: string;
}

/** The site settings of the gallery page: widget links become widgets only in the previews. */
export const GALLERY_CONFIG = { widgetLinksIn: '.cms-preview' };

/**
 * A snippet with its Copy button and status, in the page as it is served (gallery.js only wires
 * them): added by the script after the first paint, each button moved what lay below it (at
 * 375 px, issue 33: the lead under the template by 0.0068).
 */
const code = (text: string, label?: string) =>
  html`<pre class="cms-snippet" tabindex="0"><code>${text}</code></pre><button type="button" class="cms-copy"${label ? html` aria-label="${label}"` : ''}>Copy</button><span role="status" class="cms-copy-status"></span>`;

/** The editor chosen before a visitor chooses (the first): its form is marked in every card as served. */
const FIRST_EDITOR = CMS_EDITORS[0];

function attributeTable(card: GalleryCard, attributes: AttributeDeclaration[]): Raw {
  if (!attributes.length)
    return html`<p>It takes no attributes of its own (every widget also takes <code>data-load</code>).</p>`;
  return html`<div class="cms-table-wrap" tabindex="0" role="region" aria-label="Attributes of hb-${card.widget}"><table class="cms-attributes">
  <caption>Attributes of <code>hb-${card.widget}</code> (also <code>data-load</code>)</caption>
  <thead><tr><th scope="col">Attribute</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Example</th><th scope="col">What it does</th></tr></thead>
  <tbody>${attributes.map(
    (a) =>
      html`<tr><th scope="row"><code>${a.name}</code></th><td>${a.required ? 'Yes' : 'No'}</td><td>${a.values ? a.values.join(', ') : a.expected}</td><td>${a.example ? html`<code>${a.example}</code>` : 'no value'}</td><td>${a.description}</td></tr>`,
  )}</tbody>
</table></div>`;
}

/** The forms' words from the CMS (docs/forms-templates.md), with the two templates this demo's editors changed, live in their cards. */
function formWords(): Raw {
  const contact = FORM_TEMPLATES.get(contactUsForm.template!);
  const referral = contact?.fields?.find((f) => f.name === 'referral')?.options ?? [];
  const updates = FORM_TEMPLATES.get(getUpdatesForm.template!);
  const example = JSON.stringify({ status: 'success', template: { consent: updates?.consent } }, null, 2);
  return html`<section class="cms-section" aria-labelledby="gallery-words">
  <h2 id="gallery-words">Forms in your words</h2>
  <p>Each enquiry form reads its words from a template path of the CMS when it shows: heading, intro, labels, hints, placeholders, the order and labels of its choices, a consent line, the button and the success message. Field names, checks and what is sent stay in the bundle, so an edit can never break a submission. This demo serves the bundled words at each path, and two edits you can see live below:</p>
  <ul>
    <li><a href="#card-contact-form">Contact form</a> (<code>${contactUsForm.template}</code>): the heading “${contact?.heading}”, and “${contactUsForm.fields.find((f) => f.name === 'referral')?.label}” starts with ${referral
      .slice(0, 3)
      .map((o) => `“${o.label}”`)
      .join(', ')}.</li>
    <li><a href="#card-get-updates-form">Get updates</a> (<code>${getUpdatesForm.template}</code>): open it to see the consent line under the fields, its link written as <code>[label](address)</code>:</li>
  </ul>
  ${code(example)}
</section>`;
}

function widgetCard(card: GalleryCard, declaration: WidgetDeclaration | undefined): Raw {
  const title = `card-${card.widget}-title`;
  return html`<section class="cms-card" id="card-${card.widget}" aria-labelledby="${title}" data-title="${card.title}">
  <h2 id="${title}">${card.title} <code>hb-${card.widget}</code></h2>
  <p>${declaration?.description ?? ''}${card.page ? html` <a href="${card.page}">See it on its page</a>.` : ''}</p>
  ${attributeTable(card, declaration?.attributes ?? [])}
  <div class="cms-forms">${FORMS.map(
    (form) => html`<figure class="cms-form" data-form="${form}">
    <figcaption><span class="cms-form__name">${FORM_NAMES[form]}</span> <strong class="cms-recommended"${form === FIRST_EDITOR.form ? '' : new Raw(' hidden')}>use this one in ${FIRST_EDITOR.name}</strong></figcaption>
    ${code(snippet(card, form), `Copy the ${form} form of ${card.title}`)}
  </figure>`,
  )}</div>
  <p class="cms-preview__label">Live, from the link:</p>
  <div class="cms-preview">${new Raw(snippet(card, 'link'))}</div>
</section>`;
}

/**
 * The gallery: the template lines, which form to use in each editor and where to paste it, what a
 * CMS developer allows where the div form is stripped, then every built widget, live, with its
 * attributes and its snippets in the three forms (demo/static/gallery.js copies them).
 */
export function galleryBody({ cards, declarations, loaderUrl }: GalleryOptions): Raw {
  const built = new Map(declarations.map((d) => [d.name, d]));
  const shown = cards.filter((c) => built.has(c.widget));
  return html`<h1>Widget gallery</h1>
<p class="cms-lead">Every widget below is live. Each comes in three forms with the same options: a <strong>link</strong> that every editor keeps, a <strong>div</strong> and an <strong>element</strong>. Whatever is inside shows until the widget is ready, and stays if its code cannot load.</p>
<section class="cms-section" aria-labelledby="gallery-template">
  <h2 id="gallery-template">Once, in the page template</h2>
  <p>Every editor removes scripts, so a CMS developer puts the settings, the loader and <code>widgets.css</code> (it holds each widget’s box while it loads, so the page does not jump) into the theme’s template, in the <code>&lt;head&gt;</code> of every page. <code>widgetLinksIn</code> names the content area: links elsewhere (menus, footers) stay links.</p>
  ${code(templateSnippet(loaderUrl))}
</section>
<p class="cms-lead">Need a widget for one of your own communities, plans or homes? The <a href="/gallery/snippet-builder">snippet builder</a> picks them by name from this site’s API and gives you the snippet for your editor.</p>
<section class="cms-section" aria-labelledby="gallery-editor">
  <h2 id="gallery-editor">Your editor</h2>
  <fieldset class="cms-switcher">
    <legend>Where do you paste widgets?</legend>
    ${CMS_EDITORS.map(
      (e, i) =>
        html`<label class="cms-switcher__choice"><input type="radio" name="cms-editor" value="${e.id}" data-form="${e.form}" data-name="${e.name}"${i === 0 ? new Raw(' checked') : ''}> ${e.name}</label>`,
    )}
  </fieldset>
  ${CMS_EDITORS.map(
    (e, i) => html`<div class="cms-guide" data-editor="${e.id}"${i === 0 ? '' : new Raw(' hidden')}>
    <p><strong>In ${e.name}, use the ${FORM_NAMES[e.form].toLowerCase()} form.</strong></p>
    <ol>${e.steps.map((s) => html`<li>${s}</li>`)}</ol>
  </div>`,
  )}
</section>
<section class="cms-section" aria-labelledby="gallery-allow">
  <h2 id="gallery-allow">Keeping the div form (CMS developers)</h2>
  <p>The link form works in every editor as it comes. Where an editor’s defaults strip the div form, this configuration keeps it:</p>
  ${allowDivForm(declarations).map((c) => html`<h3>${c.name}</h3><p>${c.where}</p>${code(c.code)}`)}
</section>
${formWords()}
<nav class="cms-section" aria-labelledby="gallery-index">
  <h2 id="gallery-index">The widgets</h2>
  <ul class="cms-index">${shown.map((c) => html`<li><a href="#card-${c.widget}">${c.title}</a> <code>hb-${c.widget}</code></li>`)}</ul>
  <p>${shown.length} of ${declarations.length} built widgets have a card.</p>
</nav>
${shown.map((c) => widgetCard(c, built.get(c.widget)))}
<script type="module" src="/demo-static/gallery.js"></script>`;
}

import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';

/** The gallery: every built widget, live, with the snippet an editor copies into the CMS. */
export function galleryBody(cards: GalleryCard[], built: string[]): Raw {
  const shown = cards.filter((c) => built.includes(c.widget));
  return html`<h1>Widget gallery</h1>
<p class="cms-lead">Each widget below is live. Copy its snippet into a CMS page that includes the loader once:</p>
<pre class="cms-snippet" tabindex="0"><code>${'<script type="module" src="https://cdn.example.com/widgets/loader.js"></script>'}</code></pre>
<p>Widgets also mount from <code>${'<div data-hb-widget="name">'}</code> where the editor strips unknown tags. ${shown.length} of ${built.length} built widgets have a card.</p>
${shown.map(
  (card) => html`<section class="cms-card" aria-labelledby="card-${card.widget}">
  <h2 id="card-${card.widget}">${card.title} <code>hb-${card.widget}</code></h2>
  <p>${card.description}${card.page ? html` <a href="${card.page}">See it on its page</a>.` : ''}</p>
  <div class="cms-preview">${new Raw(card.snippet)}</div>
  <details><summary>Snippet</summary><pre class="cms-snippet" tabindex="0"><code>${card.snippet}</code></pre></details>
</section>`,
)}
<script type="module" src="/demo-static/gallery.js"></script>`;
}

import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';
import { snippet } from './gallery-snippets';

/**
 * /demo/twice: every built widget two times on one page, the first as an element, the second as a
 * link, as editors place them. Ids must stay unique on it (tests/browser/twice-on-a-page.test.ts).
 */
export function twiceBody(cards: GalleryCard[]): Raw {
  return html`<h1>Every widget twice</h1>
<p class="cms-lead">Two of each widget on one page: nothing may repeat an id, and each works on its own.</p>
${cards.map(
  (card) => html`<section class="cms-section cms-twice" aria-label="${card.title}, twice">
  ${new Raw(snippet(card, 'element'))}
  <p>${new Raw(snippet(card, 'link'))}</p>
</section>`,
)}`;
}

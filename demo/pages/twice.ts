import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';
import { snippet } from './gallery-snippets';

/**
 * /demo/twice: every built widget two times on one page, the first as an element, the second as a
 * link, as editors place them. Ids must stay unique on it (tests/browser/twice-on-a-page.test.ts).
 */
/**
 * The editor's own words, as a Spanish page's editor writes them, where a widget shows its fallback's
 * text (hb-exceptional-service's button is the link the editor placed).
 */
const SPANISH_FALLBACK_TEXT: Record<string, string> = {
  'exceptional-service': 'Nuestra promesa de servicio excepcional',
};
const inSpanish = (card: GalleryCard): GalleryCard => ({
  ...card,
  fallback: { ...card.fallback, text: SPANISH_FALLBACK_TEXT[card.widget] ?? card.fallback.text },
});

export function twiceBody(cards: GalleryCard[], lang: 'en' | 'es' = 'en'): Raw {
  // In Spanish (/demo/twice?lang=es) each widget once, as an element: the link form shows the
  // same widget with the same words, and the page is read once for English left in the widgets.
  if (lang === 'es')
    return html`<h1>Cada widget en español</h1>
<p class="cms-lead">Cada widget una vez, en una página en español: ninguno debe mostrar una frase en inglés.</p>
${cards.map(
  (card) => html`<section class="cms-section cms-twice" aria-label="${card.title}">
  ${new Raw(snippet(inSpanish(card), 'element'))}
</section>`,
)}`;
  return html`<h1>Every widget twice</h1>
<p class="cms-lead">Two of each widget on one page: nothing may repeat an id, and each works on its own.</p>
${cards.map(
  (card) => html`<section class="cms-section cms-twice" aria-label="${card.title}, twice">
  ${new Raw(snippet(card, 'element'))}
  <p>${new Raw(snippet(card, 'link'))}</p>
</section>`,
)}`;
}

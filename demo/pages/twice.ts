import { html, Raw } from '../html';
import type { GalleryCard } from './demo-page';
import { snippet } from './gallery-snippets';

/**
 * /demo/twice: every built widget two times on one page, the first as an element, the second as a
 * link, as editors place them; ?lang=es the same page in Spanish. Ids must stay unique on it, and no
 * English sentence of the catalogs may show on the Spanish one (tests/browser/every-widget-twice.test.ts).
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

const HEADINGS = {
  en: {
    title: 'Every widget twice',
    lead: 'Two of each widget on one page: nothing may repeat an id, and each works on its own.',
    section: (title: string) => `${title}, twice`,
  },
  es: {
    title: 'Cada widget dos veces, en español',
    lead: 'Dos de cada widget en una página en español: ningún id se repite y ninguno muestra una frase en inglés.',
    section: (title: string) => `${title}, dos veces`,
  },
};

export function twiceBody(cards: GalleryCard[], lang: 'en' | 'es' = 'en'): Raw {
  const words = HEADINGS[lang];
  return html`<h1>${words.title}</h1>
<p class="cms-lead">${words.lead}</p>
${cards.map((card) => {
  const placed = lang === 'es' ? inSpanish(card) : card;
  return html`<section class="cms-section cms-twice" aria-label="${words.section(card.title)}">
  ${new Raw(snippet(placed, 'element'))}
  <p>${new Raw(snippet(placed, 'link'))}</p>
</section>`;
})}`;
}

import { html } from '../html';
import type { DemoArea } from './demo-page';

/** Pages that show the platform itself: failure paths an editor might meet. */
export const platformArea: DemoArea = {
  pages: [
    {
      path: '/demo/bad-attribute',
      title: 'A widget with a bad attribute',
      body: () => html`<h1>A widget with a bad attribute</h1>
<p>An editor typed letters where a number belongs. The widget says what to fix; the rest of the page works.</p>
<hb-mortgage-calculator data-price="two hundred thousand"><a href="/buying-process">Open the mortgage calculator</a></hb-mortgage-calculator>`,
    },
  ],
  cards: [],
};

import type { Hono } from 'hono';
import { PRICING_SHEET_PATH } from '../../core/api/pricing-sheet';
import { PricingSheet } from '../../core/api/schemas/pricing-sheet';
import { formatFromPrice, formatRange } from '../../core/rules/plan-figures';
import { html } from '../html';
import { printableRoutes } from './printable-page';

const PATH = `/${PRICING_SHEET_PATH}`;

const STYLES = `body{font-family:Georgia,'Times New Roman',serif;color:#111;margin:2rem auto;max-width:48rem;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem;margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #999}
th{background:#eee}td.num,th.num{text-align:right}.note{font-size:.9rem;color:#333}button{font:inherit;min-height:44px;padding:.5rem 1.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #b45309;outline-offset:2px}@media print{button{display:none}body{margin:0}}`;

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

function sheetPage(sheet: PricingSheet): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pricing sheet: ${sheet.community} | Lakeland Homes (demo)</title>
<link rel="stylesheet" href="${PATH}.css">
<script type="module" src="${PATH}.js"></script>
</head>
<body>
<main>
<h1>${sheet.community}: floorplans and pricing</h1>
<p class="note">Prices as of ${date.format(new Date())}.</p>
<button type="button" data-print>Print this page</button>
${
  sheet.residences.length
    ? html`<table>
<caption class="note">${sheet.residences.length} ${sheet.residences.length === 1 ? 'floorplan' : 'floorplans'}</caption>
<thead><tr><th scope="col">Floorplan</th><th scope="col" class="num">Bedrooms</th><th scope="col" class="num">Bathrooms</th><th scope="col" class="num">Sq ft</th><th scope="col" class="num">Price</th></tr></thead>
<tbody>${sheet.residences.map(
        (r) =>
          html`<tr><th scope="row">${r.name}</th><td class="num">${formatRange(r.bed_low, r.bed_high)}</td><td class="num">${formatRange(r.bath_low, r.bath_high)}</td><td class="num">${formatRange(r.sqft_low, r.sqft_high)}</td><td class="num">${formatFromPrice(r.price)}</td></tr>`,
      )}</tbody>
</table>`
    : html`<p>No floorplans match the chosen filters.</p>`
}
<p class="note">Prices, plans, features and availability are subject to change without notice. Square footage is approximate.</p>
</main>
</body>
</html>`}`;
}

/**
 * The printable pricing sheet of spec.md section 7: the community floorplans widget submits a
 * hidden form with a `data` field (JSON of PricingSheet); the CMS answers a page to print.
 * Everything from the form is checked with the shared struct and rendered as escaped text.
 */
export function pricingSheetRoutes(): Hono {
  return printableRoutes({
    path: PATH,
    struct: PricingSheet,
    what: 'The pricing sheet',
    styles: STYLES,
    render: sheetPage,
  });
}

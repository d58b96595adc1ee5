import type { Hono } from 'hono';
import { PrintableCommunities } from '../../core/api/schemas/printable-communities';
import { formatFromPrice, formatRange } from '../../core/rules/plan-figures';
import { availabilityLabel } from '../../core/communities/community-facts';
import { html } from '../html';
import { printableRoutes } from './printable-page';

export const PRINT_COMMUNITIES_PATH = '/print/communities';

const STYLES = `body{font-family:Georgia,'Times New Roman',serif;color:#111;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem;margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #999}
thead th{background:#eee}td.num,th.num{text-align:right;white-space:nowrap}.note{font-size:.9rem;color:#333}.where{display:block;font-weight:normal;font-size:.9rem}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;cursor:pointer}button:focus-visible{outline:3px solid #b45309;outline-offset:2px}
@media print{button{display:none}body{margin:0;max-width:none}tr{break-inside:avoid}}`;

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

function listPage(list: PrintableCommunities): string {
  const count = list.communities.length;
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${list.title} | Lakeland Homes (demo)</title>
<link rel="stylesheet" href="${PRINT_COMMUNITIES_PATH}.css">
<script type="module" src="${PRINT_COMMUNITIES_PATH}.js"></script>
</head>
<body>
<main>
<h1>${list.title}</h1>
<p class="note">${count} ${count === 1 ? 'community' : 'communities'}, as of ${date.format(new Date())}.</p>
<button type="button" data-print>Print this page</button>
${
  count
    ? html`<table>
<thead><tr><th scope="col">Community</th><th scope="col">Region</th><th scope="col" class="num">Price</th><th scope="col" class="num">Bedrooms</th><th scope="col" class="num">Bathrooms</th><th scope="col" class="num">Sq ft</th><th scope="col">Status</th></tr></thead>
<tbody>${list.communities.map(
        (c) =>
          html`<tr><th scope="row">${c.name}${c.address || c.phone ? html`<span class="where">${[c.address, c.phone].filter(Boolean).join(' · ')}</span>` : ''}</th><td>${c.region}</td><td class="num">${formatFromPrice(c.price)}</td><td class="num">${formatRange(c.bed_low, c.bed_high)}</td><td class="num">${formatRange(c.bath_low, c.bath_high)}</td><td class="num">${formatRange(c.sqft_low, c.sqft_high)}</td><td>${availabilityLabel(c.availability)}</td></tr>`,
      )}</tbody>
</table>`
    : html`<p>No communities found</p>`
}
<p class="note">Prices, plans, features and availability are subject to change without notice. Square footage is approximate.</p>
</main>
</body>
</html>`}`;
}

/**
 * The printable communities list of spec.md section 7: the community map submits a hidden form
 * with a `data` field (JSON of PrintableCommunities); the CMS answers a page to print.
 * Everything from the form is checked with the shared struct and rendered as escaped text.
 */
export function printCommunitiesRoutes(): Hono {
  return printableRoutes({
    path: PRINT_COMMUNITIES_PATH,
    struct: PrintableCommunities,
    what: 'The communities list',
    styles: STYLES,
    render: listPage,
  });
}

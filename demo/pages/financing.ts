import { html } from '../html';
import type { DemoArea } from './demo-page';

/** What an editor leaves inside a widget: shown until it mounts, and if its code cannot load. */
const CALCULATOR_FALLBACK = html`<p>Our sales team will gladly estimate your monthly payment: call <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;

/** spec.md "Buying process: mortgage calculator". The calculator uses the div form here. */
const buyingProcess = () => html`<h1>The home buying process</h1>
<p class="cms-lead">Buying a new home in Polk County is simpler than you think. Here is what happens from your first visit to the day you get your keys.</p>
<section class="cms-section" id="pre-approval">
  <h2>1. Get pre-approved</h2>
  <p>A lender reviews your income, debts and credit and tells you how much you can borrow. A pre-approval letter shows our sales specialists you are ready, and it helps you shop with a clear budget.</p>
</section>
<section class="cms-section" id="choose">
  <h2>2. Choose your community and floorplan</h2>
  <p>Tour our model centers in Lakeland, Winter Haven, Auburndale and Haines City. Pick a homesite and a floorplan, then make it yours with options.</p>
</section>
<section class="cms-section" id="contract">
  <h2>3. Sign your contract</h2>
  <p>From contract to start usually takes 90 to 120 days while we finish permits and your selections. Building takes 90 to 150 days, and closing follows within 14 days of completion.</p>
</section>
<section class="cms-section" id="estimate">
  <h2>4. Estimate your monthly payment</h2>
  <p>Try different prices, down payments and terms. Property tax and insurance follow Polk County averages; PMI applies with less than 20% down.</p>
  <div data-hb-widget="mortgage-calculator">${CALCULATOR_FALLBACK}</div>
</section>
<section class="cms-section" id="close">
  <h2>5. Close and move in</h2>
  <p>At closing you sign your loan documents and get your keys. Every home comes with a 10-year structural warranty, two years on systems and one year on workmanship.</p>
</section>`;

/** spec.md "Home financing: mortgage price preset 250000; a scroll-spy updates the path to the active section hash". */
const homeFinancing = () => html`<h1>Home financing</h1>
<p class="cms-lead">Financing a new home is a big decision. These pages walk you through your options, and our preferred lenders are ready to help.</p>
<hb-section-nav></hb-section-nav>
<section class="cms-section" id="calculator" data-hb-section data-label="Calculator">
  <h2>Estimate your payment</h2>
  <p>Prices in our communities start around $250,000. Change any figure to see your estimated monthly payment.</p>
  <hb-mortgage-calculator data-price="250000">${CALCULATOR_FALLBACK}</hb-mortgage-calculator>
</section>
<section class="cms-section" id="loan-types" data-hb-section>
  <h2>Loan types</h2>
  <p>Most of our buyers choose a conventional loan. FHA loans allow a smaller down payment; VA loans serve veterans and service members with no down payment; USDA loans cover homes in eligible rural areas, including parts of Polk County.</p>
  <p>Fixed-rate loans keep the same principal and interest for the whole term. Terms of 15, 20, 25, 30 and 40 years are common: a shorter term costs more each month but far less interest overall.</p>
</section>
<section class="cms-section" id="down-payment" data-hb-section data-label="Down payment & PMI">
  <h2>Down payment and mortgage insurance</h2>
  <p>With less than 20% down, conventional lenders add private mortgage insurance (PMI) to your payment. PMI ends automatically once your balance is scheduled to reach 78% of the home's original value, and you can ask to cancel it at 80%.</p>
  <p>Down payment assistance programs in Florida can help first-time buyers with part of the down payment or closing costs.</p>
</section>
<section class="cms-section" id="closing-costs" data-hb-section>
  <h2>Closing costs</h2>
  <p>Plan for closing costs of about 2% to 5% of the price: lender fees, title insurance, recording fees and prepaid taxes and insurance. Ask about incentives when you use one of our preferred lenders.</p>
</section>
<section class="cms-section" id="preferred-lenders" data-hb-section>
  <h2>Preferred lenders</h2>
  <p>Our preferred lenders know our communities, our build schedule and our contracts, so your loan closes on time. Your sales specialist can introduce you.</p>
</section>
<section class="cms-section" id="faq" data-hb-section data-label="FAQ">
  <h2>Frequently asked questions</h2>
  <h3>Can I lock my rate while my home is built?</h3>
  <p>Yes: many lenders offer extended rate locks that cover the whole build. Ask about the cost of a long lock before you sign.</p>
  <h3>What is a CDD?</h3>
  <p>A Community Development District funds roads, utilities and amenities in many new Florida communities. Its yearly assessment appears on your property tax bill; enter it as a monthly amount with your HOA dues in the calculator.</p>
</section>`;

export const financingArea: DemoArea = {
  pages: [
    { path: '/buying-process', title: 'Buying process', body: buyingProcess },
    { path: '/home-financing', title: 'Home financing', body: homeFinancing },
  ],
  cards: [
    {
      widget: 'mortgage-calculator',
      title: 'Mortgage calculator',
      options: { price: '250000' },
      fallback: { href: '/home-financing', text: 'Estimate your monthly payment' },
      page: '/home-financing',
    },
    {
      widget: 'section-nav',
      title: 'Section navigation',
      options: {
        sections:
          '[{"id":"card-mortgage-calculator","label":"Mortgage calculator"},{"id":"card-section-nav","label":"Section navigation"}]',
      },
      fallback: { href: '/home-financing', text: 'Home financing, section by section' },
      page: '/home-financing',
    },
  ],
};

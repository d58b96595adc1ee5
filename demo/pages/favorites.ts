import { html } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

const page = (path: string, title: string, intro: string, widget: string): DemoPage => ({
  path,
  title,
  body: () => html`<h1>${title}</h1>
<p class="cms-lead">${intro}</p>
<hb-${widget}><p>My favorites needs JavaScript. <a href="/contact-us">Contact us</a> and we will help.</p></hb-${widget}>`,
});

const card = (widget: string, title: string, fallback: string, path: string): GalleryCard => ({
  widget,
  title,
  fallback: { href: path, text: fallback },
  page: path,
});

/**
 * My favorites (spec.md section 2): the account pages. The API answers POSTs (and GETs asking
 * for JSON) at some of the same addresses; these pages answer a browser's GET with HTML.
 */
export const favoritesArea: DemoArea = {
  pages: [
    page(
      '/my-favorites',
      'My favorites',
      'Save floorplans, homes and communities, and pick up where you left off.',
      'my-favorites',
    ),
    page('/my-favorites/login', 'Sign in', 'Sign in to see your saved floorplans and homes.', 'login'),
    page(
      '/my-favorites/create-account',
      'Create an account',
      'A free account keeps your favorites on every device.',
      'create-account',
    ),
    page(
      '/my-favorites/forgot-password/',
      'Forgot your password?',
      'Enter the email you signed up with.',
      'forgot-password',
    ),
    page(
      '/my-favorites/forgot-password',
      'Forgot your password?',
      'Enter the email you signed up with.',
      'forgot-password',
    ),
    page(
      '/my-favorites/my-profile',
      'My profile',
      'Keep your contact details up to date, or change your password.',
      'my-profile',
    ),
    page('/my-favorites/saved-floorplans', 'Saved floorplans', 'The floorplans you saved.', 'saved-floorplans'),
    page(
      '/my-favorites/saved-homes',
      'Saved homes',
      'The move-in-ready homes and communities you saved.',
      'saved-homes',
    ),
    page(
      '/my-favorites/recently-viewed',
      'Recently viewed',
      'Floorplans and homes you opened lately. Save the ones you like.',
      'recently-viewed',
    ),
  ],
  cards: [
    card('my-favorites', 'My favorites', 'My favorites', '/my-favorites'),
    card('login', 'Sign in', 'Sign in to My favorites', '/my-favorites/login'),
    card('create-account', 'Create an account', 'Create a My favorites account', '/my-favorites/create-account'),
    card('forgot-password', 'Forgot password', 'Forgot your password?', '/my-favorites/forgot-password/'),
    card('my-profile', 'My profile', 'My profile', '/my-favorites/my-profile'),
    card('saved-floorplans', 'Saved floorplans', 'Your saved floorplans', '/my-favorites/saved-floorplans'),
    card('saved-homes', 'Saved homes', 'Your saved homes', '/my-favorites/saved-homes'),
    card('recently-viewed', 'Recently viewed', 'Recently viewed floorplans and homes', '/my-favorites/recently-viewed'),
  ],
};

import { html } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

const page = (path: string, title: string, intro: string, widget: string): DemoPage => ({
  path,
  title,
  body: () => html`<h1>${title}</h1>
<p class="cms-lead">${intro}</p>
<hb-${widget}><p>My favorites needs JavaScript. <a href="/contact-us">Contact us</a> and we will help.</p></hb-${widget}>`,
});

const card = (widget: string, title: string, description: string, path: string): GalleryCard => ({
  widget,
  title,
  description,
  snippet: `<hb-${widget}></hb-${widget}>`,
  page: path,
});

/**
 * My favorites (spec.md section 2): the account pages. The API answers POSTs (and GETs asking
 * for JSON) at some of the same addresses; these pages answer a browser's GET with HTML.
 */
export const favoritesArea: DemoArea = {
  pages: [
    page('/my-favorites', 'My favorites', 'Save floorplans, homes and communities, and pick up where you left off.', 'my-favorites'),
    page('/my-favorites/login', 'Sign in', 'Sign in to see your saved floorplans and homes.', 'login'),
    page('/my-favorites/create-account', 'Create an account', 'A free account keeps your favorites on every device.', 'create-account'),
    page('/my-favorites/forgot-password/', 'Forgot your password?', 'Enter the email you signed up with.', 'forgot-password'),
    page('/my-favorites/forgot-password', 'Forgot your password?', 'Enter the email you signed up with.', 'forgot-password'),
    page('/my-favorites/my-profile', 'My profile', 'Keep your contact details up to date, or change your password.', 'my-profile'),
    page('/my-favorites/saved-floorplans', 'Saved floorplans', 'The floorplans you saved.', 'saved-floorplans'),
    page('/my-favorites/saved-homes', 'Saved homes', 'The move-in-ready homes and communities you saved.', 'saved-homes'),
    page('/my-favorites/recently-viewed', 'Recently viewed', 'Floorplans and homes you opened lately. Save the ones you like.', 'recently-viewed'),
  ],
  cards: [
    card('my-favorites', 'My favorites', 'The landing: counts of what is saved and viewed, or sign-in and sample listings for visitors.', '/my-favorites'),
    card('login', 'Sign in', 'Form-encoded sign-in; success goes to saved floorplans.', '/my-favorites/login'),
    card('create-account', 'Create an account', 'A new account; success goes to saved floorplans.', '/my-favorites/create-account'),
    card('forgot-password', 'Forgot password', 'Asks for a reset link; success goes to the sign-in page.', '/my-favorites/forgot-password/'),
    card('my-profile', 'My profile', 'Edit the profile (account state list) and change the password in a dialog.', '/my-favorites/my-profile'),
    card('saved-floorplans', 'Saved floorplans', 'Saved plans; a heart unsaves.', '/my-favorites/saved-floorplans'),
    card('saved-homes', 'Saved homes', 'Saved homes and communities; a heart unsaves.', '/my-favorites/saved-homes'),
    card('recently-viewed', 'Recently viewed', 'Viewed items; saving one moves it to favorites.', '/my-favorites/recently-viewed'),
  ],
};

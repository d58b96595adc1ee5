/** A page of the builder's site: where it is and what a link to it says. */
export interface SitePage {
  href: string;
  label: string;
}

/** A group of the site's pages, as the site map, the footer and the 404 page show them. */
export interface SiteSection {
  title: string;
  pages: SitePage[];
}

/** spec.md section 2: a region's communities live at /our-communities/region/{seo_name}. */
export const regionPath = (seoName: string) => `/our-communities/region/${encodeURIComponent(seoName)}`;

export const COMMUNITIES_PAGE: SitePage = { href: '/our-communities', label: 'All communities' };
export const FLOORPLANS_PAGE: SitePage = { href: '/our-floorplans', label: 'Our floorplans' };
export const CONTACT_PAGE: SitePage = { href: '/contact-us', label: 'Contact us' };
export const MOVE_IN_READY_PAGE: SitePage = { href: '/move-in-ready', label: 'Move-in-ready homes' };

/**
 * The routes of spec.md section 2, grouped as a visitor looks for them (communities by region
 * come from the API and are listed apart).
 */
export const SITE_SECTIONS: SiteSection[] = [
  {
    title: 'Homes',
    pages: [
      COMMUNITIES_PAGE,
      FLOORPLANS_PAGE,
      MOVE_IN_READY_PAGE,
      { href: '/our-home-your-land', label: 'Build on your land' },
      { href: '/new-home-gallery', label: 'New home gallery' },
    ],
  },
  {
    title: 'Buying',
    pages: [
      { href: '/buying-process', label: 'The buying process' },
      { href: '/home-financing', label: 'Home financing' },
      { href: '/buying-application', label: 'Buying application' },
      { href: '/full-interest-list', label: 'Full interest list' },
      { href: '/for-realtors', label: 'For realtors' },
      { href: '/referral-program', label: 'Referral program' },
    ],
  },
  {
    title: 'About us',
    pages: [
      { href: '/our-team', label: 'Our team' },
      { href: '/a-neighbor-you-can-trust', label: 'A neighbor you can trust' },
      { href: '/building-process', label: 'Our building process' },
      { href: '/awards', label: 'Awards' },
      { href: '/homeowner-stories', label: 'Homeowner stories' },
      { href: '/testimonials', label: 'Testimonials' },
      { href: '/local-commitment', label: 'Local commitment' },
      { href: '/careers', label: 'Careers' },
    ],
  },
  {
    title: 'Homeowners',
    pages: [
      { href: '/homeowner-care-videos', label: 'Homeowner care videos' },
      { href: '/service-request', label: 'Service request' },
      { href: '/building-process#warranty', label: 'New home warranty' },
      CONTACT_PAGE,
      { href: '/site-map', label: 'Site map' },
    ],
  },
  {
    title: 'My favorites',
    pages: [
      { href: '/my-favorites', label: 'My favorites' },
      { href: '/my-favorites/saved-floorplans', label: 'Saved floorplans' },
      { href: '/my-favorites/saved-homes', label: 'Saved homes' },
      { href: '/my-favorites/recently-viewed', label: 'Recently viewed' },
      { href: '/my-favorites/login', label: 'Sign in' },
      { href: '/my-favorites/create-account', label: 'Create an account' },
    ],
  },
];

/**
 * Where the my-favorites pages and posts live (spec.md sections 2 and 7), relative to the site.
 * Login and create-account success go to saved floorplans; forgot-password success to login.
 */
export const ACCOUNT_PATHS = {
  landing: '/my-favorites',
  login: '/my-favorites/login',
  createAccount: '/my-favorites/create-account',
  forgotPassword: '/my-favorites/forgot-password/',
  myProfile: '/my-favorites/my-profile',
  changePassword: '/my-favorites/change-password',
  logout: '/my-favorites/logout',
  savedFloorplans: '/my-favorites/saved-floorplans',
  savedHomes: '/my-favorites/saved-homes',
  recentlyViewed: '/my-favorites/recently-viewed',
} as const;

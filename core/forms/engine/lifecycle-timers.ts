/** spec.md sections 4 and 9: how long a success message stays before its form is dismissed. */
export const GET_UPDATES_DISMISS_MS = 4_000;
export const SCHEDULE_TOUR_DISMISS_MS = 4_000;
export const RESERVE_LOT_DISMISS_MS = 15_000;
export const REALTOR_PROGRAM_DISMISS_MS = 4_000;
export const INQUIRE_HOME_DISMISS_MS = 4_000;
/** spec.md section 4: the event form reloads the page 3 s after success. */
export const EVENT_RELOAD_MS = 3_000;
/**
 * spec.md section 4, account forms "loader, then message": how long the server's message shows
 * (and is announced) before login, create-account or forgot-password leaves for its page.
 */
export const ACCOUNT_REDIRECT_MS = 2_000;

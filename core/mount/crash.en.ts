/** What a visitor reads where a widget stopped after an error (core/mount/error-boundary.tsx). */
export default {
  failed:
    'Sorry, this part of the page could not be shown. Please refresh the page, or call us and we will gladly help.',
} as const;

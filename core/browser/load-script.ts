const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (reCAPTCHA, Google Maps) once for the page, however many widgets ask.
 * A script that failed is forgotten, so the next widget that asks tries again (a flaky network
 * must not switch a feature off for the rest of the visit).
 */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.onload = () => resolve();
      tag.onerror = () => {
        loading.delete(src);
        tag.remove();
        reject(new Error(`${new URL(src, location.href).origin} script could not be loaded (blocked or offline)`));
      };
      document.head.append(tag);
    });
    loading.set(src, pending);
  }
  return pending;
}

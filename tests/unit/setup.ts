import { afterEach, beforeAll } from 'vitest';

// findBy* and testing-library's waitFor give up after 1 s by default. A widget that imports a
// chunk (the sanitizer, a lazy module) can take longer to render on a loaded 2-core machine.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  (await import('@testing-library/dom')).configure({ asyncUtilTimeout: 5_000 });
});

// Each test starts on an empty page with no stored visit, lead flag or config (in happy-dom).
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

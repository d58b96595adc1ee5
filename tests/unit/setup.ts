import { afterEach } from 'vitest';

// Each test starts on an empty page with no stored visit, lead flag or config (in happy-dom).
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

import { afterEach } from 'vitest';

// Each test starts on an empty page with no stored visit, lead flag or config.
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

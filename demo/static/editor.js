// The editor page: publishing sends what the visual editor holds (a file, not inline, so the page's CSP holds).
const form = document.querySelector('form.cms-editor');
form?.addEventListener('submit', () => {
  form.elements.namedItem('content').value = form.querySelector('.cms-editor__area').innerHTML;
});

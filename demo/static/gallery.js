// Copy buttons for the gallery's snippets (a file, not inline, so the page's CSP holds).
for (const pre of document.querySelectorAll('pre.cms-snippet')) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cms-copy';
  button.textContent = 'Copy snippet';
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.className = 'cms-copy-status';
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(pre.textContent);
      status.textContent = 'Copied.';
    } catch {
      status.textContent = 'Select the snippet and copy it with Ctrl+C.';
    }
  });
  pre.after(button, status);
}

// The gallery's editor switcher and Copy buttons (a file, not inline, so the page's CSP holds).

// Which form to use in the chosen editor: its guide shows, and each card marks that form.
const choices = [...document.querySelectorAll('input[name="cms-editor"]')];
const choose = (input) => {
  input.checked = true;
  for (const guide of document.querySelectorAll('.cms-guide')) guide.hidden = guide.dataset.editor !== input.value;
  for (const figure of document.querySelectorAll('.cms-form')) {
    const badge = figure.querySelector('.cms-recommended');
    badge.hidden = figure.dataset.form !== input.dataset.form;
    badge.textContent = `use this one in ${input.dataset.name}`;
  }
  localStorage.setItem('hb-gallery-editor', input.value);
};
for (const input of choices) input.addEventListener('change', () => choose(input));
const remembered = choices.find((i) => i.value === localStorage.getItem('hb-gallery-editor'));
if (choices.length) choose(remembered ?? choices.find((i) => i.checked) ?? choices[0]);

/**
 * Copies a snippet as text (for source views, Custom HTML blocks and templates) and, for a widget,
 * its link as HTML too: a visual editor pastes that as a link, where pasted text would arrive as
 * escaped markup.
 */
async function copy(text, linkHtml) {
  if (linkHtml && typeof ClipboardItem === 'function') {
    const blob = (type, body) => new Blob([body], { type });
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': blob('text/plain', text), 'text/html': blob('text/html', linkHtml) }),
    ]);
  } else await navigator.clipboard.writeText(text);
}

// Each snippet's Copy button and status come with the page (demo/pages/gallery.ts): added here, they moved the page.
for (const pre of document.querySelectorAll('pre.cms-snippet')) {
  const card = pre.closest('.cms-card');
  const button = pre.nextElementSibling;
  const status = button?.nextElementSibling;
  if (!button?.matches('button.cms-copy') || !status) continue;
  button.addEventListener('click', async () => {
    try {
      await copy(pre.textContent, card?.querySelector('.cms-form[data-form="link"] code')?.textContent);
      status.textContent = 'Copied: paste it into your editor.';
    } catch {
      status.textContent = 'Select the snippet and copy it with Ctrl+C (⌘C on a Mac).';
    }
  });
}

// The snippet builder (/gallery/snippet-builder): a file, not inline, so the page's CSP holds.
// Its data (widgets, pickers) is the page's #snippet-builder-data; every text is set as text.
import { pickerOptions, SNIPPET_EDITORS, widgetSnippet } from './snippet-form.js';

const data = JSON.parse(document.getElementById('snippet-builder-data').textContent);
const config = JSON.parse(document.getElementById('hb-widgets-config')?.textContent || '{}');
const apiBase = config.apiBase || `${location.origin}/`;

const widgetSelect = document.getElementById('builder-widget');
const about = document.getElementById('builder-widget-about');
const fieldset = document.getElementById('builder-attributes');
const fields = document.getElementById('builder-attribute-fields');
const editorSelect = document.getElementById('builder-editor');
const where = document.getElementById('builder-where');
const output = document.getElementById('builder-snippet');
const fallbackBox = document.getElementById('builder-fallback');
const fallbackText = document.getElementById('builder-fallback-text');
const fallbackHref = document.getElementById('builder-fallback-href');
const copyButton = document.getElementById('builder-copy');
const langSelect = document.getElementById('builder-lang');
const status = document.getElementById('builder-status');

/** The options set for the chosen widget: attribute name → string value or true. */
let options = {};

/** "data-on-your-lot" → "On your lot". */
const titleOf = (name) => {
  const words = name.replace(/^data-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Each list of the API, read once a page: [{value, label}] or an Error. */
const lists = new Map();
function readList(picker) {
  if (!lists.has(picker.path))
    lists.set(
      picker.path,
      fetch(new URL(picker.path, apiBase).href, { headers: { Accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json();
        })
        .then((body) => {
          const list = pickerOptions(picker, body);
          if (!list) throw new Error('the answer holds no list');
          return list;
        }),
    );
  return lists.get(picker.path);
}

const element = (tag, properties = {}) => Object.assign(document.createElement(tag), properties);

/** A label, the control and its hint (the attribute's description), tied together. */
function field(attribute, control, labelText, hintText) {
  const id = `builder-${attribute.name}`;
  control.id = id;
  const hint = element('span', { id: `${id}-hint`, className: 'cms-builder__hint', textContent: hintText });
  control.setAttribute('aria-describedby', hint.id);
  const label = element('label', { htmlFor: id, textContent: labelText });
  const row = element('p', { className: control.type === 'checkbox' ? 'cms-builder__check' : 'cms-builder__field' });
  if (control.type === 'checkbox') row.append(control, ' ', label, hint);
  else row.append(label, control, hint);
  return row;
}

const set = (name, value) => {
  if (value === '' || value === false || value == null) delete options[name];
  else options[name] = value;
  render();
};

function pickerControl(attribute, picker) {
  const required = attribute.required ? ' (required)' : '';
  const select = element('select');
  select.append(element('option', { value: '', textContent: 'Loading names…' }));
  select.disabled = true;
  const hint = attribute.description.replace(/^Required\. /, '').replace(/ Takes [\s\S]*$/, '');
  const row = field(attribute, select, picker.label + required, hint);
  readList(picker).then(
    (list) => {
      select.replaceChildren(
        element('option', { value: '', textContent: `Choose a ${picker.label.toLowerCase()}` }),
        ...list.map((o) => element('option', { value: o.value, textContent: o.label })),
      );
      select.disabled = false;
      select.addEventListener('change', () => set(attribute.name, select.value));
    },
    (error) => {
      // The list could not load: the value is typed, as the attribute's description says.
      const input = element('input', { type: 'text' });
      input.addEventListener('input', () => set(attribute.name, input.value.trim()));
      row.replaceWith(
        field(
          attribute,
          input,
          picker.label + required,
          `The list could not load from ${apiBase} (${error.message}): type the value. ${attribute.description}`,
        ),
      );
    },
  );
  return row;
}

function attributeControl(attribute) {
  const picker = data.pickers[attribute.name];
  if (picker) return pickerControl(attribute, picker);
  const required = attribute.required ? ' (required)' : '';
  if (attribute.type === 'boolean') {
    const box = element('input', { type: 'checkbox' });
    box.addEventListener('change', () => set(attribute.name, box.checked));
    return field(attribute, box, titleOf(attribute.name), attribute.description);
  }
  if (attribute.values) {
    const select = element('select');
    select.append(
      element('option', { value: '', textContent: '(default)' }),
      ...attribute.values.map((v) => element('option', { value: v, textContent: v })),
    );
    select.addEventListener('change', () => set(attribute.name, select.value));
    return field(attribute, select, titleOf(attribute.name) + required, attribute.description);
  }
  const input = element('input', { type: 'text' });
  input.addEventListener('input', () => set(attribute.name, input.value.trim()));
  return field(attribute, input, titleOf(attribute.name) + required, attribute.description);
}

const editor = () => SNIPPET_EDITORS.find((e) => e.id === editorSelect.value) ?? SNIPPET_EDITORS[0];

/** The snippet for what is chosen, or a sentence saying what is missing. */
function render() {
  status.textContent = '';
  where.textContent = editor().where;
  const widget = data.widgets[widgetSelect.value];
  if (!widget) {
    output.value = '';
    output.placeholder = 'Choose a widget first';
    return;
  }
  const missing = widget.attributes.filter((a) => a.required && !options[a.name]);
  output.value = missing.length
    ? ''
    : widgetSnippet({
        widget: widgetSelect.value,
        // In the order the widget declares its attributes, whatever the order they were set in.
        options: Object.fromEntries(widget.attributes.map((a) => [a.name, options[a.name]])),
        form: editor().form,
        fallback: { text: fallbackText.value.trim() || widget.title, href: fallbackHref.value.trim() || '/' },
        lang: langSelect.value || undefined,
      });
  output.placeholder = missing.length
    ? `Choose the ${missing.map((a) => (data.pickers[a.name]?.label ?? titleOf(a.name)).toLowerCase()).join(', ')} first`
    : '';
}

function chooseWidget() {
  options = {};
  const widget = data.widgets[widgetSelect.value];
  about.textContent = widget ? widget.description : '';
  fields.replaceChildren(...(widget ? widget.attributes.map(attributeControl) : []));
  fieldset.hidden = !widget?.attributes.length;
  fallbackBox.hidden = !widget;
  fallbackText.value = widget?.fallback.text ?? '';
  fallbackHref.value = widget?.fallback.href ?? '';
  render();
}

/**
 * The snippet as text and, in the link form, as HTML too: a visual editor pastes that as a link,
 * where pasted text would arrive as escaped markup. Without the clipboard's API (an insecure
 * origin, a refused permission), the browser's copy of the selected text.
 */
async function copy(text) {
  try {
    if (editor().form === 'link' && typeof ClipboardItem === 'function') {
      const blob = (type) => new Blob([text], { type });
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': blob('text/plain'), 'text/html': blob('text/html') }),
      ]);
    } else await navigator.clipboard.writeText(text);
    return true;
  } catch {
    output.focus();
    output.select();
    return document.execCommand('copy');
  }
}

copyButton.addEventListener('click', async () => {
  if (!output.value) {
    status.textContent = output.placeholder ? `${output.placeholder}.` : 'Choose a widget first.';
    return;
  }
  status.textContent = (await copy(output.value))
    ? 'Copied: paste it into your editor.'
    : 'The snippet is selected: copy it with Ctrl+C (⌘C on a Mac).';
});
widgetSelect.addEventListener('change', chooseWidget);
editorSelect.addEventListener('change', render);
langSelect.addEventListener('change', render);
fallbackText.addEventListener('input', render);
fallbackHref.addEventListener('input', render);
chooseWidget();

/**
 * The "Home builder widget" block, written with the editor's own React (wp.element) and
 * components, as the block editor provides them: no build step. It saves the div form
 * (<div data-hb-widget="community" data-community-id="12">), which kses keeps for Authors and
 * Contributors, and shows the widget live in the editor through the same loader as the site.
 */
((wp, data) => {
  const el = wp.element.createElement;
  const useState = wp.element.useState;
  const useEffect = wp.element.useEffect;
  const useRef = wp.element.useRef;
  const __ = wp.i18n.__;
  const sprintf = wp.i18n.sprintf;
  const blockEditor = wp.blockEditor;
  const components = wp.components;
  const widgets = data.widgets || {};

  /**
   * The attributes whose values are ids (or seo names) an editor cannot see: each is picked by
   * name from the API's list. pickers.json (shared with the demo's snippet builder) says, for each,
   * its label, path (the read), key (where its list is), and the fields of an item giving its value
   * and name (a list of fields: joined by " – ", empty ones left out).
   */
  const PICKERS = data.pickers || {};
  Object.keys(PICKERS).forEach((name) => {
    // The label in the editor's language (the shared file holds the English words).
    PICKERS[name] = Object.assign({}, PICKERS[name], { label: __(PICKERS[name].label, 'hb-widgets') });
  });

  /** One field of an item, or several joined by " – " (empty ones left out). */
  function field(item, names) {
    return (Array.isArray(names) ? names : [names])
      .map((name) => item[name])
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' – ');
  }

  const apiBase = data.settings?.apiBase || `${window.location.origin}/`;
  const lists = {};

  /** One list of the API (fetched once per editor session): [{value, label}], sorted by name. */
  function readList(picker) {
    if (!lists[picker.path])
      lists[picker.path] = window
        .fetch(new URL(picker.path, apiBase).href, { credentials: 'omit', headers: { Accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json();
        })
        .then((body) => {
          const items = body && Array.isArray(body[picker.key]) ? body[picker.key] : null;
          if (!items) throw new Error(__('the answer holds no list', 'hb-widgets'));
          return items
            .map((item) => {
              return { value: String(field(item, picker.value)), label: String(field(item, picker.name)) };
            })
            .filter((option) => option.value && option.label)
            .sort((a, b) => a.label.localeCompare(b.label));
        });
    return lists[picker.path];
  }

  /** "community-map" → "Community map"; "data-on-your-lot" → "On your lot". */
  function titleOf(name) {
    const words = name.replace(/^data-/, '').replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  /** The values of a type such as "'map' | 'list'", or null for an open type. */
  function choicesOf(type) {
    const literals = type.match(/'[^']*'/g);
    return literals && literals.join(' | ') === type.trim() ? literals.map((l) => l.slice(1, -1)) : null;
  }

  /** A picker: a searchable list of names from the API; a text field when the list cannot load. */
  function PickerControl(props) {
    const picker = PICKERS[props.attribute.name];
    const state = useState({ options: null, error: null });
    const loaded = state[0];
    const setLoaded = state[1];
    useEffect(() => {
      let live = true;
      readList(picker).then(
        (options) => {
          if (live) setLoaded({ options: options, error: null });
        },
        (error) => {
          if (live) setLoaded({ options: null, error: String(error.message || error) });
        },
      );
      return () => {
        live = false;
      };
    }, [picker.path]);
    if (loaded.error)
      return el(components.TextControl, {
        label: picker.label,
        value: props.value || '',
        onChange: props.onChange,
        help: sprintf(
          /* translators: 1: the API's address, 2: why its list could not load */
          __('The list could not load from %1$s (%2$s): type the value. %3$s', 'hb-widgets'),
          apiBase,
          loaded.error,
          props.attribute.description,
        ),
      });
    if (!loaded.options) return el(components.Spinner);
    return el(components.ComboboxControl, {
      label: picker.label + (props.attribute.required ? ` ${__('(required)', 'hb-widgets')}` : ''),
      value: props.value || null,
      options: loaded.options,
      onChange: (value) => {
        props.onChange(value || '');
      },
      // What the attribute means, without the id's format: the editor picks a name.
      help: props.attribute.description.replace(/^Required\. /, '').replace(/ Takes [\s\S]*$/, ''),
    });
  }

  /** The control for one attribute: a picker, a toggle, a choice or a text field. */
  function AttributeControl(props) {
    const attribute = props.attribute;
    if (PICKERS[attribute.name]) return el(PickerControl, props);
    if (attribute.type === 'boolean')
      return el(components.ToggleControl, {
        label: titleOf(attribute.name),
        checked: props.value === true,
        onChange: (checked) => {
          props.onChange(checked ? true : '');
        },
        help: attribute.description,
      });
    const choices = choicesOf(attribute.type);
    if (choices)
      return el(components.SelectControl, {
        label: titleOf(attribute.name),
        value: props.value || '',
        options: [{ value: '', label: __('(default)', 'hb-widgets') }].concat(
          choices.map((choice) => ({ value: choice, label: choice })),
        ),
        onChange: props.onChange,
        help: attribute.description,
      });
    return el(components.TextControl, {
      label: titleOf(attribute.name) + (attribute.required ? ` ${__('(required)', 'hb-widgets')}` : ''),
      value: props.value || '',
      onChange: props.onChange,
      help: attribute.description,
    });
  }

  /** The div form's attributes: data-hb-widget, then each option set (true: present, no value). */
  function divAttributes(attributes) {
    const out = { 'data-hb-widget': attributes.widget };
    const options = attributes.options || {};
    Object.keys(options)
      .sort()
      .forEach((name) => {
        const value = options[name];
        if (!/^data-[a-z0-9-]+$/.test(name) || name === 'data-hb-widget') return;
        if (value === true) out[name] = '';
        else if (typeof value === 'string' && value !== '') out[name] = value;
      });
    return out;
  }

  /** The settings script, styles and loader in the document the block is in (the editor's iframe, where there is one). */
  function ensureLoader(doc) {
    if (!data.baseUrl || doc.getElementById('hb-widgets-config')) return;
    const config = doc.createElement('script');
    config.type = 'application/json';
    config.id = 'hb-widgets-config';
    config.textContent = JSON.stringify(data.settings || {});
    const style = doc.createElement('link');
    style.rel = 'stylesheet';
    style.href = `${data.baseUrl}widgets.css`;
    const loader = doc.createElement('script');
    loader.type = 'module';
    loader.src = `${data.baseUrl}loader.js`;
    doc.head.append(config, style, loader);
  }

  /**
   * The widget itself, mounted by the loader in a box React does not own (the widget replaces
   * its content): made anew whenever the widget or an option changes. inert: a click selects the
   * block instead of following the widget's links.
   */
  function Preview(props) {
    const box = useRef(null);
    const key = JSON.stringify(divAttributes(props.attributes));
    useEffect(() => {
      const node = box.current;
      if (!node) return;
      node.setAttribute('inert', '');
      ensureLoader(node.ownerDocument);
      const div = node.ownerDocument.createElement('div');
      const attributes = divAttributes(props.attributes);
      Object.keys(attributes).forEach((name) => {
        div.setAttribute(name, attributes[name]);
      });
      div.setAttribute('data-load', 'eager');
      node.replaceChildren(div);
      return () => {
        node.replaceChildren();
      };
    }, [key]);
    return el('div', { ref: box, className: 'hb-widgets-block__preview' });
  }

  function widgetOptions() {
    return [{ value: '', label: __('Choose a widget', 'hb-widgets') }].concat(
      Object.keys(widgets)
        .sort()
        .map((name) => ({ value: name, label: titleOf(name) })),
    );
  }

  function Edit(props) {
    const attributes = props.attributes;
    const setAttributes = props.setAttributes;
    const blockProps = blockEditor.useBlockProps();
    const widget = widgets[attributes.widget];
    const chooseWidget = el(components.SelectControl, {
      label: __('Widget', 'hb-widgets'),
      value: attributes.widget,
      options: widgetOptions(),
      onChange: (name) => {
        setAttributes({ widget: name, options: {} });
      },
      help: widget ? widget.description : __('What the block shows.', 'hb-widgets'),
    });
    const setOption = (name) => (value) => {
      const options = Object.assign({}, attributes.options);
      if (value === '' || value === false || value == null) delete options[name];
      else options[name] = value;
      setAttributes({ options: options });
    };
    const sidebar = el(
      blockEditor.InspectorControls,
      null,
      el(
        components.PanelBody,
        { title: __('Widget', 'hb-widgets'), initialOpen: true },
        chooseWidget,
        widget?.attributes.map((attribute) =>
          el(AttributeControl, {
            key: attribute.name,
            attribute: attribute,
            value: attributes.options?.[attribute.name],
            onChange: setOption(attribute.name),
          }),
        ),
      ),
    );
    let body;
    if (!data.baseUrl)
      body = el(
        components.Placeholder,
        { icon: 'admin-home', label: __('Home builder widget', 'hb-widgets') },
        el(
          'p',
          null,
          __('Set the widgets URL first: Settings → Home builder widgets.', 'hb-widgets'),
          ' ',
          el('a', { href: data.settingsUrl }, __('Open the settings', 'hb-widgets')),
        ),
      );
    else if (!widget)
      body = el(
        components.Placeholder,
        {
          icon: 'admin-home',
          label: __('Home builder widget', 'hb-widgets'),
          instructions: __(
            'Choose a widget; its community, plan or home is picked by name in the sidebar.',
            'hb-widgets',
          ),
        },
        chooseWidget,
      );
    else {
      const missing = widget.attributes.filter((attribute) => {
        const value = attributes.options?.[attribute.name];
        return attribute.required && (value === undefined || value === '');
      });
      body = missing.length
        ? el(components.Placeholder, {
            icon: 'admin-home',
            label: titleOf(attributes.widget),
            instructions: sprintf(
              /* translators: %s: what to choose, e.g. "Community" */
              __('Choose the %s in the sidebar (Settings).', 'hb-widgets'),
              missing
                .map((attribute) =>
                  (PICKERS[attribute.name] ? PICKERS[attribute.name].label : titleOf(attribute.name)).toLowerCase(),
                )
                .join(', '),
            ),
          })
        : el(Preview, { attributes: attributes });
    }
    return el('div', blockProps, sidebar, body);
  }

  wp.blocks.registerBlockType('hb-widgets/widget', {
    edit: Edit,
    save: (props) => {
      if (!props.attributes.widget) return null;
      return el('div', blockEditor.useBlockProps.save(divAttributes(props.attributes)));
    },
  });
})(window.wp, window.hbWidgetsEditor || {});

import { attributeHelp } from './custom-elements';
import { type AttributeDeclaration, LOAD_ATTRIBUTE, type WidgetDeclaration } from './declaration';

/**
 * VS Code's HTML custom data (settings.json: "html.customData": ["./dist/html-custom-data.json"]):
 * completion and hover docs for every <hb-*> element and its attributes, and for data-hb-widget
 * and data-load on any element (the div form).
 */
export function htmlCustomData(widgets: WidgetDeclaration[]) {
  const attribute = (a: AttributeDeclaration) => ({
    name: a.name,
    description: attributeHelp(a),
    ...(a.values ? { values: a.values.map((name) => ({ name })) } : a.type === 'boolean' ? { valueSet: 'v' } : {}),
  });
  return {
    version: 1.1,
    tags: widgets.map((w) => ({
      name: w.tag,
      description: {
        kind: 'markdown',
        value: `${w.description}\n\nWhat you put inside shows until the widget is ready, and stays if its code cannot load.`,
      },
      attributes: [...w.attributes, LOAD_ATTRIBUTE].map(attribute),
    })),
    globalAttributes: [
      {
        name: 'data-hb-widget',
        description:
          'The widget this element becomes (the div form, for editors that strip unknown tags); its attributes are those of the hb- element.',
        values: widgets.map((w) => ({ name: w.name, description: w.description })),
      },
      attribute(LOAD_ATTRIBUTE),
    ],
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Attribute, CssCustomProperty, CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { type AttributeDeclaration, LOAD_ATTRIBUTE, type WidgetDeclaration } from './declaration';

/** hb-floorplans → HbFloorplans: the stub class the loader defines for the element. */
export const className = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** An attribute's description as an editor's tooltip shows it: whether it is required, what it takes, an example. */
export function attributeHelp(a: AttributeDeclaration): string {
  const example = a.example === '' ? a.name : `${a.name}="${a.example}"`;
  return `${a.required ? 'Required. ' : ''}${a.description} Takes ${a.expected}, e.g. ${example}.`.trim();
}

/** The design tokens of core/styles/tokens.css, which a CMS theme may set on :root or on a widget. */
function designTokens(): CssCustomProperty[] {
  const css = readFileSync(join(import.meta.dirname, '..', 'core', 'styles', 'tokens.css'), 'utf8');
  return [...css.matchAll(/(--hb-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
    name,
    default: value.trim(),
    description: 'A design token; set it on :root or on the element.',
  }));
}

/**
 * The Custom Elements Manifest (schema 2.x) of the widgets: the loader defines every <hb-*>
 * element, so each is a declaration of the one module loader.js.
 */
export function customElementsManifest(widgets: WidgetDeclaration[]): Package {
  const tokens = designTokens();
  const declarations: CustomElementDeclaration[] = widgets.map((w) => ({
    kind: 'class',
    customElement: true,
    tagName: w.tag,
    name: className(w.tag),
    description: `${w.description} Also <div data-hb-widget="${w.name}"> and the link form <a href="…#hb-widget=${w.name}">, with the same attributes.`,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: [...w.attributes, LOAD_ATTRIBUTE].map(
      (a): Attribute => ({ name: a.name, type: { text: a.type }, description: attributeHelp(a) }),
    ),
    slots: [
      {
        name: '',
        description:
          'Fallback content (a link, a phone number): shown until the widget is ready, and kept if its code cannot load.',
      },
    ],
    events: [
      {
        name: 'hb:ready',
        type: { text: 'CustomEvent<{ widget: string }>' },
        description: 'The widget has rendered for the first time. Bubbles.',
      },
      {
        name: 'hb:error',
        type: { text: 'CustomEvent<{ widget: string; reason: string; message: string; file?: string }>' },
        description: 'The code could not load, an attribute is wrong, or the widget stopped after an error. Bubbles.',
      },
    ],
    cssProperties: tokens,
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'widgets/loader.js',
        description:
          'The one script a page includes; it defines every element below and loads each widget when needed.',
        declarations,
        exports: declarations.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tagName!,
          declaration: { name: d.name, module: 'widgets/loader.js' },
        })),
      },
    ],
  };
}

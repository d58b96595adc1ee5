import { attributeHelp, className } from './custom-elements';
import { type AttributeDeclaration, LOAD_ATTRIBUTE, type WidgetDeclaration } from './declaration';

const HEADER = '// Written by the build (esbuild.config.ts) from widgets/*/index.tsx: do not edit.\n';

/** What a template may write for an attribute: HTML attributes are text, JSX also takes numbers and booleans. */
function valueType(a: AttributeDeclaration): string {
  if (a.values) return a.type;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, written as text into the typings
  if (a.type === 'number') return 'number | `${number}`';
  if (a.type === 'boolean') return "boolean | '' | 'true' | 'false'";
  return 'string';
}

const comment = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

function attributesInterface(w: WidgetDeclaration): string {
  const lines = [...w.attributes, LOAD_ATTRIBUTE].map(
    (a) => `${comment(attributeHelp(a), '    ')}    '${a.name}'${a.required ? '' : '?'}: ${valueType(a)};\n`,
  );
  return `${comment(w.description, '  ')}  interface ${className(w.tag)}Attributes {\n${lines.join('')}  }\n`;
}

/**
 * hb-widgets.d.ts: for TypeScript templates and scripts. document.querySelector('hb-floorplans')
 * is an HTMLElement, and HbFloorplansAttributes says what the element takes.
 */
export function domTypings(widgets: WidgetDeclaration[]): string {
  return `${HEADER}export {};\n\ndeclare global {\n${widgets.map(attributesInterface).join('\n')}\n  interface HTMLElementTagNameMap {\n${widgets.map((w) => `    '${w.tag}': HTMLElement;\n`).join('')}  }\n}\n`;
}

/**
 * hb-widgets-jsx.d.ts: the elements in React's JSX (React 19 types; a project with preact writes
 * the same lines for 'preact'), each with its attributes typed and the required ones required.
 */
export function jsxTypings(widgets: WidgetDeclaration[]): string {
  const elements = widgets
    .map(
      (w) =>
        `      '${w.tag}': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & ${className(w.tag)}Attributes;\n`,
    )
    .join('');
  return `${HEADER}/// <reference path="./hb-widgets.d.ts" />\nimport type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\ndeclare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${elements}    }\n  }\n}\n`;
}

/** What the build knows of a widget, read from its declaration (widget-declarations.ts). */
export interface AttributeDeclaration {
  /** data-community-id */
  name: string;
  /** community-id, as the link form writes it */
  option: string;
  required: boolean;
  /** What the widget checks, in words: "a whole number (an id)", "one of map, list". */
  expected: string;
  /** The value's type as TypeScript writes it: number, boolean, 'map' | 'list', string. */
  type: string;
  /** For one-of attributes, the values. */
  values?: string[];
  example: string;
  description: string;
}

export interface WidgetDeclaration {
  /** floorplans */
  name: string;
  /** hb-floorplans */
  tag: string;
  description: string;
  /** widgets/floorplans/index.tsx */
  source: string;
  attributes: AttributeDeclaration[];
}

/** Every widget takes this one too; the loader reads it. */
export const LOAD_ATTRIBUTE: AttributeDeclaration = {
  name: 'data-load',
  option: 'load',
  required: false,
  expected: 'one of eager, idle',
  type: "'eager' | 'idle'",
  values: ['eager', 'idle'],
  example: 'eager',
  description:
    'When its code loads: eager at once (above the fold), idle when the browser is idle (or sooner, near the viewport); without it, near the viewport (always, for a link).',
};

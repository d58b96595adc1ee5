import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customElementsManifest } from './custom-elements';
import { htmlCustomData } from './html-custom-data';
import { domTypings, jsxTypings } from './typings';
import type { WidgetDeclaration } from './declaration';

/** The files for CMS developers' editors, written beside widgets/ (dist/), all from the declarations. */
export const DEVELOPER_FILES = {
  declarations: 'widget-declarations.json',
  manifest: 'custom-elements.json',
  dom: 'hb-widgets.d.ts',
  jsx: 'hb-widgets-jsx.d.ts',
  customData: 'html-custom-data.json',
} as const;

export function writeDeveloperFiles(outRoot: string, widgets: WidgetDeclaration[]): void {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(outRoot, DEVELOPER_FILES.declarations), json(widgets));
  writeFileSync(join(outRoot, DEVELOPER_FILES.manifest), json(customElementsManifest(widgets)));
  writeFileSync(join(outRoot, DEVELOPER_FILES.dom), domTypings(widgets));
  writeFileSync(join(outRoot, DEVELOPER_FILES.jsx), jsxTypings(widgets));
  writeFileSync(join(outRoot, DEVELOPER_FILES.customData), json(htmlCustomData(widgets)));
}

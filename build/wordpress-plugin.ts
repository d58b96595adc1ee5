import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { zip } from './zip';

const PLUGIN_SOURCE = join(import.meta.dirname, '..', 'integrations', 'wordpress');
/** The plugin's folder inside the zip: WordPress installs it as wp-content/plugins/hb-widgets/. */
export const PLUGIN_FOLDER = 'hb-widgets';
export const PLUGIN_ZIP = 'hb-widgets-wordpress.zip';

/** One widget as the block's sidebar and the shortcode know it. */
export interface PluginWidget {
  description: string;
  attributes: { name: string; type: string; description: string; required: boolean }[];
}

/**
 * The widgets of the Custom Elements Manifest as the plugin reads them (widgets.json): each
 * widget's description and attributes, without the events, slots and design tokens the editor
 * does not show (a tenth of custom-elements.json's bytes).
 */
export function pluginWidgets(manifest: Package): Record<string, PluginWidget> {
  const widgets: Record<string, PluginWidget> = {};
  for (const module of manifest.modules)
    for (const declaration of (module.declarations ?? []) as CustomElementDeclaration[]) {
      if (!declaration.tagName) continue;
      widgets[declaration.tagName.replace(/^hb-/, '')] = {
        // The forms the description goes on to name are the block's business, not the editor's.
        description: (declaration.description ?? '').replace(/ Also <div data-hb-widget[\s\S]*$/, ''),
        attributes: (declaration.attributes ?? []).map((a) => ({
          name: a.name,
          type: a.type?.text ?? 'string',
          description: a.description ?? '',
          required: (a.description ?? '').startsWith('Required.'),
        })),
      };
    }
  return widgets;
}

/**
 * dist/hb-widgets-wordpress.zip: integrations/wordpress/ with the widgets.json of this build's
 * custom-elements.json, under hb-widgets/ (what Plugins → Add New → Upload Plugin takes).
 */
export function writeWordPressPlugin(outRoot: string, manifest: Package): string {
  const entries: { name: string; data: Buffer }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else entries.push({ name: `${PLUGIN_FOLDER}/${relative(PLUGIN_SOURCE, path)}`, data: readFileSync(path) });
    }
  };
  walk(PLUGIN_SOURCE);
  entries.push({
    name: `${PLUGIN_FOLDER}/widgets.json`,
    data: Buffer.from(`${JSON.stringify(pluginWidgets(manifest))}\n`),
  });
  const file = join(outRoot, PLUGIN_ZIP);
  writeFileSync(file, zip(entries));
  return file;
}

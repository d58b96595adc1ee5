import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Package } from 'custom-elements-manifest/schema';
import { describe, expect, it } from 'vitest';
import { PLUGIN_ZIP, pluginWidgets, writeWordPressPlugin } from '../../../build/wordpress-plugin';
import { unzip, zip } from '../../../build/zip';

const manifest: Package = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'loader.js',
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: 'hb-community',
          name: 'HbCommunity',
          description:
            'A community microsite’s main page. Also <div data-hb-widget="community"> and the link form <a href="…#hb-widget=community">, with the same attributes.',
          attributes: [
            {
              name: 'data-community-id',
              type: { text: 'number' },
              description: 'Required. The community. Takes a whole number (an id), e.g. data-community-id="3".',
            },
            { name: 'data-view', type: { text: "'map' | 'list'" }, description: 'The panel a phone shows first.' },
          ],
        } as never,
      ],
    },
  ],
};

describe('the WordPress plugin the build zips', () => {
  it('zips entries that unzip to the same bytes, the same archive for the same files', () => {
    const entries = [
      { name: 'a/readme.txt', data: Buffer.from('x'.repeat(1000)) },
      { name: 'a/tiny.json', data: Buffer.from('{}') },
      { name: 'a/empty', data: Buffer.alloc(0) },
    ];
    const archive = zip(entries);
    expect(unzip(archive)).toEqual(entries);
    expect(zip(entries).equals(archive)).toBe(true);
    expect(archive.length).toBeLessThan(1000);
  });

  it('lists each widget by name with its description (without the forms) and its attributes, required marked', () => {
    expect(pluginWidgets(manifest)).toEqual({
      community: {
        description: 'A community microsite’s main page.',
        attributes: [
          {
            name: 'data-community-id',
            type: 'number',
            description: 'Required. The community. Takes a whole number (an id), e.g. data-community-id="3".',
            required: true,
          },
          { name: 'data-view', type: "'map' | 'list'", description: 'The panel a phone shows first.', required: false },
        ],
      },
    });
  });

  it('writes hb-widgets-wordpress.zip: the plugin under hb-widgets/, its block, and the widgets of the build', () => {
    const out = mkdtempSync(join(tmpdir(), 'hb-plugin-'));
    try {
      const files = new Map(unzip(readFileSync(writeWordPressPlugin(out, manifest))).map((e) => [e.name, e.data]));
      expect(join(out, PLUGIN_ZIP)).toMatch(/hb-widgets-wordpress\.zip$/);
      expect([...files.keys()].sort()).toEqual([
        'hb-widgets/block/block.json',
        'hb-widgets/block/index.js',
        'hb-widgets/hb-widgets.php',
        'hb-widgets/pickers.json',
        'hb-widgets/widgets.json',
      ]);
      // The block's pickers: the one mapping the demo's snippet builder reads too.
      expect(JSON.parse(String(files.get('hb-widgets/pickers.json'))).pickers['data-community-id']).toMatchObject({
        path: 'api/community/list-names',
        key: 'results',
      });
      expect(String(files.get('hb-widgets/hb-widgets.php'))).toContain('Plugin Name:       Home builder widgets');
      const block = JSON.parse(String(files.get('hb-widgets/block/block.json')));
      expect(block).toMatchObject({
        title: 'Home builder widget',
        category: 'embed',
        supports: { align: ['wide', 'full'] },
      });
      expect(Object.keys(JSON.parse(String(files.get('hb-widgets/widgets.json'))))).toEqual(['community']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

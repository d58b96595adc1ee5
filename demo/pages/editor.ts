import type { Context } from 'hono';
import { html, Raw } from '../html';
import { type DemoState, slice } from '../state';

/** The editor page's settings: widget links become widgets in the published article only, not while editing. */
export const EDITOR_CONFIG = { widgetLinksIn: '.cms-article' };

const published = (state: DemoState) => slice(state, 'editor', () => ({ content: '' }));

/**
 * /demo/editor: a CMS's editing screen in miniature. Paste a widget copied in the gallery into the
 * visual editor (a contenteditable, as TinyMCE and CKEditor are) and publish: the page then shows
 * what was saved, as the CMS would render it.
 */
export function editorBody(state: DemoState): Raw {
  const { content } = published(state);
  return html`<h1>A CMS editor</h1>
<p class="cms-lead">Copy a widget in the <a href="/gallery">gallery</a>, paste it here and publish: the article below shows what you saved.</p>
<form class="cms-editor" method="post" action="/demo/editor">
  <p id="cms-editor-label" class="cms-editor__label">Article</p>
  <div class="cms-editor__area" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="cms-editor-label">${new Raw(content)}</div>
  <input type="hidden" name="content">
  <button class="cms-copy" type="submit">Publish</button>
</form>
<h2>Published</h2>
<article class="cms-article">${content ? new Raw(content) : html`<p>Nothing published yet.</p>`}</article>
<script type="module" src="/demo-static/editor.js"></script>`;
}

/** Saves what the editor published (the demo trusts its one editor: a CMS would sanitize here). */
export async function publish(c: Context, state: DemoState) {
  const form = await c.req.parseBody();
  published(state).content = typeof form.content === 'string' ? form.content : '';
  return c.redirect('/demo/editor', 303);
}

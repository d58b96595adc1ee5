import type { Context } from 'hono';
import { html, Raw } from '../html';
import { sanitizeCmsHtml } from '../security/cms-html';
import { TOKEN_FIELD } from '../security/demo-token';
import { type DemoState, slice } from '../state';

/** The editor page's settings: widget links become widgets in the published article only, not while editing. */
export const EDITOR_CONFIG = { widgetLinksIn: '.cms-article' };

const published = (state: DemoState) => slice(state, 'editor', () => ({ content: '' }));

/**
 * /demo/editor: a CMS's editing screen in miniature. Paste a widget copied in the gallery into the
 * visual editor (a contenteditable, as TinyMCE and CKEditor are) and publish: the page then shows
 * what was saved, as the CMS would render it. Publishing is a /demo control: it takes the demo
 * token (typed in the form, never written into the page) and is off with DEMO_CONTROLS=off.
 */
export function editorBody(state: DemoState, { publishing }: { publishing: boolean }): Raw {
  const { content } = published(state);
  return html`<h1>A CMS editor</h1>
<p class="cms-lead">Copy a widget in the <a href="/gallery">gallery</a>, paste it here and publish: the article below shows what you saved.</p>
<form class="cms-editor" method="post" action="/demo/editor">
  <p id="cms-editor-label" class="cms-editor__label">Article</p>
  <div class="cms-editor__area" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="cms-editor-label">${new Raw(content)}</div>
  <input type="hidden" name="content">
  ${
    publishing
      ? html`<p><label for="cms-editor-token">Demo token</label> <input id="cms-editor-token" class="cms-editor__token" type="password" name="${TOKEN_FIELD}" autocomplete="off" required aria-describedby="cms-editor-token-hint"></p>
  <p id="cms-editor-token-hint" class="cms-editor__hint">Publishing is a demo control: paste the token <code>npm start</code> printed.</p>
  <button class="cms-copy" type="submit">Publish</button>`
      : html`<p class="cms-editor__hint">Publishing is off on this demo (DEMO_CONTROLS=off).</p>`
  }
</form>
<h2>Published</h2>
<article class="cms-article">${content ? new Raw(content) : html`<p>Nothing published yet.</p>`}</article>
<script type="module" src="/demo-static/editor.js"></script>`;
}

/**
 * Saves what the editor published, sanitized as the widgets show CMS HTML (the token and the
 * same-origin check came first: see app.ts).
 */
export async function publish(c: Context, state: DemoState) {
  const form = await c.req.parseBody();
  published(state).content = typeof form.content === 'string' ? sanitizeCmsHtml(form.content) : '';
  return c.redirect('/demo/editor', 303);
}

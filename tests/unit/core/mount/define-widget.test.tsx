// @vitest-environment happy-dom
import { getByRole, getByText, queryByText } from '@testing-library/dom';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { attr } from '../../../../core/platform';
import { defineWidget, usePageService, useWidgetHost } from '../../../../core/mount';
import { createPageScope } from '../../../../core/platform/page-scope';

const tick = () => new Promise((r) => setTimeout(r, 0));

function Greeting({ communityId, name, onYourLot }: { communityId: number; name?: string; onYourLot?: boolean }) {
  return (
    <p>
      Community {communityId} for {name ?? 'everyone'}
      {onYourLot ? ' on your lot' : ''}
    </p>
  );
}
const greeting = defineWidget(
  'greeting',
  { communityId: attr.id('12').required, name: attr.string('Ana').optional, onYourLot: attr.boolean().optional },
  Greeting,
);

/** Counts the visitors of its page: a page service every widget of one page shares. */
const visitorsOfThePage = () => ({ count: 0 });
function Visitor() {
  const visitors = usePageService(visitorsOfThePage);
  const [nth] = useState(() => ++visitors.count);
  return <p>Visitor {nth}</p>;
}
const visitor = defineWidget('visitor', {}, Visitor);

function element(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

describe('defineWidget', () => {
  it('turns data attributes into typed props', () => {
    const el = element('<hb-greeting data-community-id="12" data-name=" Ana " data-on-your-lot></hb-greeting>');
    greeting.mount(el);
    expect(getByText(el, 'Community 12 for Ana on your lot')).toBeTruthy();
  });

  it('shows a message naming the widget, the attribute and an example when an attribute is malformed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element('<hb-greeting data-community-id="abc"></hb-greeting>');
    greeting.mount(el);
    const message =
      '[hb-greeting] data-community-id "abc" is not a whole number (an id): set it, e.g. data-community-id="12"';
    expect(getByRole(el, 'alert').textContent).toBe(message);
    expect(error).toHaveBeenCalledWith(message);
    // Mounted, so its reserved box goes: the message does not sit at the top of an empty box.
    expect(el.classList.contains('hb-widget')).toBe(true);
  });

  it('says which attribute is missing when a required one is absent', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element('<div data-hb-widget="greeting"></div>');
    greeting.mount(el);
    expect(getByRole(el, 'alert').textContent).toBe(
      '[hb-greeting] data-community-id is missing: set it, e.g. data-community-id="12"',
    );
  });

  it('rejects a boolean attribute that is neither true nor false', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element('<hb-greeting data-community-id="3" data-on-your-lot="yes"></hb-greeting>');
    greeting.mount(el);
    expect(getByRole(el, 'alert').textContent).toContain('data-on-your-lot "yes" is not true or false');
  });

  it('re-renders once when several attributes change, and a removed attribute becomes undefined', async () => {
    let renders = 0;
    const Counting = (props: { communityId: number; name?: string }) => {
      renders++;
      return <Greeting {...props} />;
    };
    const widget = defineWidget(
      'counting',
      { communityId: attr.id().required, name: attr.string('Ana').optional },
      Counting,
    );
    const el = element('<hb-counting data-community-id="1" data-name="Ana"></hb-counting>');
    widget.mount(el);
    const before = renders;
    el.dataset.communityId = '7';
    el.removeAttribute('data-name');
    await tick();
    expect(renders).toBe(before + 1);
    expect(getByText(el, 'Community 7 for everyone')).toBeTruthy();
  });

  it('keeps the editor’s fallback content until the first render, and removes it after', () => {
    const el = element(
      '<hb-greeting data-community-id="5"><a href="/communities/5">See the community</a></hb-greeting>',
    );
    expect(getByText(el, 'See the community')).toBeTruthy();
    greeting.mount(el);
    expect(queryByText(el, 'See the community')).toBeNull();
    expect(getByText(el, 'Community 5 for everyone')).toBeTruthy();
  });

  it('marks its element mounted (hb-widget) once its first render is in the page, so widgets.css holds the box until then', () => {
    // React renders a root a task after render() is called: a host marked before that would let
    // its reserved box go and the page below would jump up, then down again.
    let markedWhileRendering: boolean | undefined;
    const probe = defineWidget('probe', {}, () => {
      markedWhileRendering = document.querySelector('hb-probe')!.classList.contains('hb-widget');
      return <p>Probe</p>;
    });
    const el = element('<hb-probe></hb-probe>');
    probe.mount(el);
    expect(markedWhileRendering).toBe(false);
    expect([...el.classList]).toEqual(['hb-widget', 'hb-widget--probe']);
  });

  it('mounts an element once even when asked twice', () => {
    const el = element('<hb-greeting data-community-id="5"></hb-greeting>');
    greeting.mount(el);
    greeting.mount(el);
    expect(el.querySelectorAll('.hb-root')).toHaveLength(1);
  });

  it('keeps a throwing widget to itself: its neighbour renders and the page hears hb:error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('boom');
    };
    const broken = defineWidget('broken', {}, Broken);
    const errors: string[] = [];
    document.addEventListener('hb:error', (e) => errors.push(e.detail.widget));
    const bad = element('<hb-broken></hb-broken>');
    const good = element('<hb-greeting data-community-id="9"></hb-greeting>');
    expect(() => broken.mount(bad)).not.toThrow();
    greeting.mount(good);
    // preact re-renders the boundary on its next tick
    await vi.waitFor(() => expect(getByRole(bad, 'alert').textContent).toContain('could not be shown'));
    expect(bad.classList.contains('hb-widget')).toBe(true);
    expect(getByText(good, 'Community 9 for everyone')).toBeTruthy();
    expect(errors).toContain('broken');
  });

  it('tells a Spanish visitor in Spanish that a part of the page could not be shown (issue 35); the console stays English', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('boom');
    };
    const broken = defineWidget('broken-es', {}, Broken);
    const bad = element('<div lang="es"><hb-broken-es></hb-broken-es></div>').firstElementChild as HTMLElement;
    broken.mount(bad);
    await vi.waitFor(() =>
      expect(getByRole(bad, 'alert').textContent).toBe(
        'Lo sentimos, no pudimos mostrar esta parte de la página. Actualiza la página o llámanos y con gusto te ayudamos.',
      ),
    );
    expect(bad.textContent).not.toContain('could not be shown');
    expect(logged).toHaveBeenCalledWith(
      '[hb-broken-es] stopped after an error; the rest of the page is unaffected.',
      expect.any(Error),
    );
  });

  it('unmounts a removed element, aborts its requests and gives its fallback back', async () => {
    let signal: AbortSignal | undefined;
    let effect: 'waiting' | 'ran' | 'cleaned up' = 'waiting';
    const Watching = () => {
      signal = useWidgetHost().signal;
      useEffect(() => {
        effect = 'ran';
        return () => void (effect = 'cleaned up');
      }, []);
      return <p>watching</p>;
    };
    const widget = defineWidget('watching', {}, Watching);
    const el = element('<hb-watching><span>fallback</span></hb-watching>');
    widget.mount(el);
    await vi.waitFor(() => expect(effect).toBe('ran')); // effects run after paint
    el.remove();
    await tick();
    await tick();
    expect(signal?.aborted).toBe(true);
    expect(effect).toBe('cleaned up');
    expect(el.textContent).toBe('fallback');
  });

  it('gives the widgets of one page the same page services, and another page its own', () => {
    const page = createPageScope();
    const [first, second, elsewhere] = [1, 2, 3].map(() => element('<hb-visitor></hb-visitor>'));
    visitor.mount(first, { page });
    visitor.mount(second, { page });
    visitor.mount(elsewhere, { page: createPageScope() });
    expect([first, second, elsewhere].map((el) => el.textContent)).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 1']);
  });

  it('shares one page scope between the widgets the loader mounts on a document', () => {
    const [first, second] = [1, 2].map(() => element('<hb-visitor></hb-visitor>'));
    visitor.mount(first);
    visitor.mount(second);
    expect([first, second].map((el) => el.textContent)).toEqual(['Visitor 1', 'Visitor 2']);
  });

  it('keeps a moved element mounted with its state', async () => {
    const Counter = () => {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          Clicked {n}
        </button>
      );
    };
    const widget = defineWidget('counter', {}, Counter);
    const el = element('<hb-counter></hb-counter>');
    widget.mount(el);
    getByRole(el, 'button').click();
    await tick();
    const target = element('<section></section>');
    target.append(el); // a move: removed and inserted in the same task
    await tick();
    await tick();
    expect(getByRole(el, 'button').textContent).toBe('Clicked 1');
  });
});

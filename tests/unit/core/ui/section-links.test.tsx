// @vitest-environment happy-dom
import { getByRole, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { defineWidget } from '../../../../core/mount';
import { createPageScope } from '../../../../core/platform/page-scope';
import { SectionLinks } from '../../../../core/ui/section-nav';

/** A widget drawing the section links with no name of its own: the default speaks the widget's language. */
const links = defineWidget('links-probe', {}, () => <SectionLinks sections={[{ id: 'rates', label: 'Tasas' }]} />);

function mountIn(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  const el = document.body.lastElementChild!.querySelector<HTMLElement>('hb-links-probe')!;
  links.mount(el, { page: createPageScope() });
  return el;
}

describe('SectionLinks: its default accessible name (issue 35)', () => {
  it('is "En esta página" on a Spanish page', async () => {
    const el = mountIn('<div lang="es"><hb-links-probe></hb-links-probe></div>');
    await waitFor(() => expect(getByRole(el, 'navigation', { name: 'En esta página' })).toBeTruthy());
    expect(getByRole(el, 'link', { name: 'Tasas' }).getAttribute('href')).toBe('#rates');
  });

  it('is "On this page" on an English page', async () => {
    const el = mountIn('<div lang="en"><hb-links-probe></hb-links-probe></div>');
    await waitFor(() => expect(getByRole(el, 'navigation', { name: 'On this page' })).toBeTruthy());
  });
});

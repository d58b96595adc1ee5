// @vitest-environment happy-dom
import { fireEvent, findByRole, getAllByRole, getByRole, queryByRole } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { createPageScope } from '../../../../core/platform/page-scope';
import widget from '../../../../widgets/exceptional-service';
import { mountWidget } from '../forms-test-kit';

describe('hb-exceptional-service', () => {
  it('shows a button that opens the service promise: the three warranties of spec.md section 9 and how to reach service', async () => {
    const el = mountWidget(widget, 'data-phone="(863) 555-0150"');
    const open = await findByRole(el, 'button', { name: 'Our exceptional service' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(open);
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name: 'Our exceptional service promise' }));
    expect(
      getAllByRole(dialog, 'listitem')
        .map((li) => li.querySelector('strong')?.textContent)
        .filter(Boolean),
    ).toEqual(['10-year structural', 'Two-year systems', 'One-year workmanship']);
    expect(getByRole(dialog, 'link', { name: 'Request warranty service' }).getAttribute('href')).toBe(
      '/service-request',
    );
    expect(getByRole(dialog, 'link', { name: '(863) 555-0150' }).getAttribute('href')).toBe('tel:+18635550150');
    fireEvent.click(getByRole(dialog, 'button', { name: 'Close' }));
    await vi.waitFor(() => expect(queryByRole(el, 'dialog')).toBeNull());
  });

  it('says on its button what the editor wrote inside it, or its label attribute', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<hb-exceptional-service><a href="/service-request">Our service promise</a></hb-exceptional-service>',
    );
    const fromContent = document.body.lastElementChild as HTMLElement;
    widget.mount(fromContent, { page: createPageScope() });
    expect(await findByRole(fromContent, 'button', { name: 'Our service promise' })).toBeTruthy();
    expect(queryByRole(fromContent, 'link')).toBeNull();
    const labelled = mountWidget(widget, 'data-label="Why buyers trust us"');
    expect(await findByRole(labelled, 'button', { name: 'Why buyers trust us' })).toBeTruthy();
  });

  it('offers no phone when none is set, and the service request page it is given', async () => {
    const el = mountWidget(widget, 'data-service-request-url="/homeowner-care/service"');
    fireEvent.click(await findByRole(el, 'button', { name: 'Our exceptional service' }));
    const dialog = await vi.waitFor(() => getByRole(el, 'dialog'));
    expect(getByRole(dialog, 'link', { name: 'Request warranty service' }).getAttribute('href')).toBe(
      '/homeowner-care/service',
    );
    expect(queryByRole(dialog, 'link', { name: /555/ })).toBeNull();
  });
});

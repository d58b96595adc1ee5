// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquireHomeForm } from '../../../../core/forms/declarations/inquire-home';
import widget from '../../../../widgets/inquire-home-form';
import { fakeServer, fillAndSend, mountWidget, quietConsole, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-inquire-home-form', () => {
  it('opens the inquiry in a dialog from its button and sends the home id in selected_homes', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget, 'data-home-id="501"');
    expect(queryByRole(el, 'dialog')).toBeNull();
    fireEvent.click(getByRole(el, 'button', { name: 'Inquire about this home' }));
    const dialog = await findByRole(el, 'dialog', { name: 'Inquire about this home' });
    fillAndSend(dialog, inquireHomeForm.submitLabel);
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/inquire-home', body: { type: 'inquire-home', selected_homes: [501], selected_communities: [] } },
    ]);
  });

  it('says which attribute is missing', () => {
    quietConsole();
    const el = mountWidget(widget);
    expect(getByRole(el, 'alert').textContent).toBe(
      '[hb-inquire-home-form] data-home-id is missing: set it, e.g. data-home-id="7"',
    );
  });
});

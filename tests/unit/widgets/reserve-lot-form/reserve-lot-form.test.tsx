// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveLotForm } from '../../../../core/forms/declarations/reserve-lot';
import widget from '../../../../widgets/reserve-lot-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-reserve-lot-form', () => {
  it('opens from its button and sends the community id with the address and timeframe', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget, 'data-community-id="3"');
    fireEvent.click(getByRole(el, 'button', { name: 'Reserve a lot' }));
    const dialog = await findByRole(el, 'dialog', { name: 'Reserve a lot' });
    expect((getByRole(dialog, 'combobox', { name: 'State' }) as HTMLSelectElement).options[0].text).toBe('State');
    fillAndSend(dialog, reserveLotForm.submitLabel, (d) => {
      fireEvent.change(getByRole(d, 'combobox', { name: 'State' }), { target: { value: 'FL' } });
      fireEvent.input(getByRole(d, 'textbox', { name: 'ZIP code' }), { target: { value: '33810' } });
      fireEvent.change(getByRole(d, 'combobox', { name: 'When would you like to move in?' }), {
        target: { value: '4-6 months' },
      });
    });
    expect(await sentPosts(calls)).toMatchObject([
      {
        path: '/forms/reserve-a-lot',
        body: { selected_communities: [3], state: 'FL', zip: '33810', move_timeframe: '4-6 months' },
      },
    ]);
  });
});

// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUpdatesForm } from '../../../../core/forms/declarations/get-updates';
import widget from '../../../../widgets/get-updates-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-get-updates-form', () => {
  it.each([
    ['on a microsite, with the community', 'data-community-id="12"', [12]],
    ['anywhere else, without one', '', []],
  ])('sends get-updates %s', async (_, attributes, communities) => {
    const calls = fakeServer();
    const el = mountWidget(widget, attributes);
    fireEvent.click(getByRole(el, 'button', { name: 'Get updates' }));
    fillAndSend(await findByRole(el, 'dialog', { name: 'Get updates' }), getUpdatesForm.submitLabel);
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/get-updates', body: { type: 'get-updates', selected_communities: communities } },
    ]);
  });
});

// @vitest-environment happy-dom
import { fireEvent, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockInForm } from '../../../../core/forms/declarations/lock-in';
import widget from '../../../../widgets/lock-in-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-lock-in-form', () => {
  it('posts to /forms/get-updates as type lock-in, with the chosen community', async () => {
    const calls = fakeServer({
      '/api/community/list-names': {
        status: 'success',
        results: [
          { id: 3, name: 'Lakeside Preserve' },
          { id: 12, name: 'Highland Fields' },
        ],
      },
    });
    const el = mountWidget(widget);
    const community = getByRole(el, 'combobox', { name: 'Community' }) as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...community.options].map((o) => o.text)).toEqual([
        'Choose a community',
        'Lakeside Preserve',
        'Highland Fields',
      ]),
    );
    fillAndSend(el, lockInForm.submitLabel, () => fireEvent.change(community, { target: { value: '12' } }));
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/get-updates', body: { type: 'lock-in', selected_communities: [12] } },
    ]);
  });
});

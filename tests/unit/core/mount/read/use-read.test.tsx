// @vitest-environment happy-dom
import { getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr } from '../../../../../core/platform';
import { defineWidget } from '../../../../../core/mount';
import { type ReadState, useRead } from '../../../../../core/mount/read';
import type { ListResult } from '../../../../../core/api/result';
import { dataFailure, element, handReads, networkFailure, PLAN_URL, serverFailure, success } from './read-kit';

let reads = handReads();
let state: ReadState<ListResult<string>>;
afterEach(() => {
  reads = handReads();
});

/** Shows what useRead gives; data-community-id is a dependency of the read, data-note is not. */
const plans = defineWidget(
  'plans',
  { communityId: attr.id('12').optional, note: attr.string('hi').optional },
  ({ communityId, note }: { communityId?: number; note?: string }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: communityId is the dependency under test: a change reads again, a change of note does not
    state = useRead((signal) => reads.read(signal), [communityId]);
    return (
      <p>
        {state.status === 'success' ? state.results.join(', ') : state.status}
        {note ? ` (${note})` : ''}
      </p>
    );
  },
);

function mount(attributes = '') {
  const el = element(`<hb-plans ${attributes}></hb-plans>`);
  plans.mount(el);
  return el;
}

function hear() {
  const heard: CustomEvent[] = [];
  document.addEventListener('hb:error', (e) => heard.push(e));
  return heard;
}

describe('useRead', () => {
  it('shows loading, then the answer', async () => {
    const el = mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    expect(el.textContent).toBe('loading');
    reads.last().answer(success('Aspen', 'Oakmont'));
    await vi.waitFor(() => expect(el.textContent).toBe('Aspen, Oakmont'));
  });

  it('aborts the request when the widget is removed', async () => {
    const el = mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    el.remove();
    await vi.waitFor(() => expect(reads.last().signal.aborted).toBe(true));
  });

  it('aborts the read of an old dependency and shows only the new one’s answer', async () => {
    const el = mount('data-community-id="1"');
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    el.dataset.communityId = '2';
    await vi.waitFor(() => expect(reads.calls).toHaveLength(2));
    expect(reads.calls[0].signal.aborted).toBe(true);
    reads.calls[0].answer(success('Old'));
    reads.calls[1].answer(success('New'));
    await vi.waitFor(() => expect(el.textContent).toBe('New'));
  });

  it('runs the read again on retry, keeping the failure it retries until the answer comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    const failed = networkFailure();
    reads.last().answer(failed);
    await vi.waitFor(() => expect(el.textContent).toBe('failure'));
    state.retry();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(2));
    expect(state).toMatchObject({ status: 'loading', retrying: failed });
    reads.last().answer(success('Aspen'));
    await vi.waitFor(() => expect(el.textContent).toBe('Aspen'));
  });

  it('tells the page once per read, reason network, and names widget, method and URL in the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = hear();
    const el = mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    reads.last().answer(networkFailure());
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].target).toBe(el);
    expect(heard[0].detail).toEqual({
      widget: 'plans',
      reason: 'network',
      message: `GET ${PLAN_URL} failed: HTTP 500`,
      url: PLAN_URL,
    });
    expect(log).toHaveBeenCalledWith(
      `[hb-plans] GET ${PLAN_URL} failed: HTTP 500. The widget shows "No floorplans found" with a Try again button.`,
    );

    // A re-render is not a read: still one event. A retry is: one more.
    el.dataset.note = 'again';
    await vi.waitFor(() => expect(getByText(el, 'failure (again)')).toBeTruthy());
    expect(heard).toHaveLength(1);
    state.retry();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(2));
    reads.last().answer(networkFailure());
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('tells the page reason data when the answer broke the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = hear();
    mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    reads.last().answer(dataFailure());
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].detail).toMatchObject({ widget: 'plans', reason: 'data', url: PLAN_URL });
  });

  it('tells the page nothing when the server itself answered failure: a legitimate nothing', async () => {
    const log = vi.spyOn(console, 'error');
    const heard = hear();
    const el = mount();
    await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
    reads.last().answer(serverFailure());
    await vi.waitFor(() => expect(el.textContent).toBe('failure'));
    expect(heard).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});

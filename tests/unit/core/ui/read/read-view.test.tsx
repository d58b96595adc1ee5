// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText, queryByRole, queryByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../../../../core/mount';
import { useRead } from '../../../../../core/mount/read';
import { NothingFound, ReadView } from '../../../../../core/ui/read';
import { element, handReads, networkFailure, serverFailure, success } from '../../mount/read/read-kit';

let reads = handReads();
afterEach(() => {
  reads = handReads();
});

/** A widget whose one read is shown through ReadView, as every widget does. */
const plans = defineWidget('plans', {}, () => {
  const read = useRead((signal) => reads.read(signal), []);
  return (
    <ReadView
      read={read}
      loading="Loading floorplans…"
      minHeight="20rem"
      empty={<NothingFound>No floorplans match these filters.</NothingFound>}
    >
      {({ results }) => (
        <ul aria-label="Floorplans">
          {results.map((name) => (
            <li key={name}>
              <a href={`/our-floorplans/${name.toLowerCase()}`}>{name}</a>
            </li>
          ))}
        </ul>
      )}
    </ReadView>
  );
});

async function mount(inside = '<a href="/our-communities">Browse our communities</a>') {
  const el = element(`<hb-plans>${inside}</hb-plans>`);
  plans.mount(el);
  await vi.waitFor(() => expect(reads.calls).toHaveLength(1));
  return el;
}

async function failWith(el: HTMLElement, failure = networkFailure()) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  reads.last().answer(failure);
  await vi.waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('No floorplans found'));
}

describe('ReadView', () => {
  it('shows the loader with its words while loading, keeping the space the content will take', async () => {
    const el = await mount();
    expect(getByRole(el, 'status').textContent).toBe('Loading floorplans…');
    expect((el.querySelector('.hb-read-view') as HTMLElement).style.minHeight).toBe('20rem');
  });

  it('shows the data when the read succeeds', async () => {
    const el = await mount();
    reads.last().answer(success('Aspen', 'Oakmont'));
    await vi.waitFor(() => expect(getByRole(el, 'link', { name: 'Oakmont' })).toBeTruthy());
    expect(queryByRole(el, 'status')).toBeNull();
    expect(queryByRole(el, 'alert')).toBeNull();
  });

  it('shows a failure as “could not load”: spec.md’s message, Try again, and the editor’s fallback kept below', async () => {
    const el = await mount();
    await failWith(el);
    expect(getByText(el, 'This part of the page could not be loaded just now.')).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Try again' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Browse our communities' }).getAttribute('href')).toBe('/our-communities');
  });

  it('tries again on “Try again”, keeps focus on it while the read runs, then moves focus to what came', async () => {
    const el = await mount();
    await failWith(el);
    const button = getByRole(el, 'button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => expect(reads.calls).toHaveLength(2));
    await vi.waitFor(() => expect(button.textContent).toBe('Trying again…'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    reads.last().answer(success('Aspen'));
    await vi.waitFor(() => expect(getByRole(el, 'link', { name: 'Aspen' })).toBeTruthy());
    expect(document.activeElement).toBe(el.querySelector('.hb-read-view'));
    expect(queryByText(el, 'Browse our communities')).toBeNull();
  });

  it('keeps focus on “Try again” when the read fails again', async () => {
    const el = await mount();
    await failWith(el);
    const button = getByRole(el, 'button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => expect(reads.calls).toHaveLength(2));
    reads.last().answer(networkFailure());
    await vi.waitFor(() => expect(button.textContent).toBe('Try again'));
    expect(document.activeElement).toBe(button);
  });

  it('offers the builder’s phone from the settings when the editor gave no fallback', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="hb-widgets-config">{"phone": "863-555-0100"}</script>';
    const el = await mount('');
    await failWith(el);
    expect(getByText(el, /Call us at/).textContent).toBe('Call us at 863-555-0100.');
    expect(getByRole(el, 'link', { name: '863-555-0100' }).getAttribute('href')).toBe('tel:+18635550100');
  });

  it('does not say “could not be loaded” when the server itself answered failure', async () => {
    const el = await mount();
    await failWith(el, serverFailure());
    expect(queryByText(el, 'This part of the page could not be loaded just now.')).toBeNull();
    expect(getByRole(el, 'button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows an empty answer as a neutral note: no alert, no Try again', async () => {
    const el = await mount();
    reads.last().answer(success());
    await vi.waitFor(() => expect(getByText(el, 'No floorplans match these filters.')).toBeTruthy());
    expect(queryByRole(el, 'alert')).toBeNull();
    expect(queryByRole(el, 'button', { name: 'Try again' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { fireEvent, getByRole } from '@testing-library/dom';
import { memo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../../../core/mount';
import { ShowMoreList } from '../../../../core/ui';
import { element } from '../mount/read/read-kit';

/** Each render of a card, by number: a card kept on screen is not rendered again. */
const rendered: number[] = [];
const Card = memo(function Card({ n }: { n: number }) {
  rendered.push(n);
  return <span>{`Lot ${n}`}</span>;
});

const all = Array.from({ length: 40 }, (_, i) => i + 1);

/** Numbered lots with a filter: "Up to 39" keeps the first page; "Over 20" changes all of it. */
const lots = defineWidget('lots', {}, () => {
  const [filter, setFilter] = useState<'none' | 'up-to-39' | 'over-20'>('none');
  const items =
    filter === 'up-to-39' ? all.filter((n) => n <= 39) : filter === 'over-20' ? all.filter((n) => n > 20) : all;
  return (
    <>
      <button type="button" onClick={() => setFilter('up-to-39')}>
        Up to 39
      </button>
      <button type="button" onClick={() => setFilter('over-20')}>
        Over 20
      </button>
      <ShowMoreList
        items={items}
        itemKey={(n) => n}
        renderItem={(n) => <Card n={n} />}
        pageSize={12}
        noun={['lot', 'lots']}
        resetKey={filter}
        empty={<p>No lots</p>}
      />
    </>
  );
});

const shown = (el: HTMLElement) => [...el.querySelectorAll('li')].map((li) => li.textContent);
/** The list's deferred part runs after a frame and then a task: wait past both. */
const frameAndTask = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('ShowMoreList', () => {
  it('keeps the cards a filter change leaves in place (not taken down to come back a frame later)', async () => {
    const el = element('<hb-lots></hb-lots>');
    lots.mount(el);
    await vi.waitFor(() => expect(shown(el)).toHaveLength(12));
    const before = [...el.querySelectorAll('li')];
    rendered.length = 0;

    fireEvent.click(getByRole(el, 'button', { name: 'Up to 39' }));
    await vi.waitFor(() => expect(getByRole(el, 'status').textContent).toBe('Showing 12 of 39 lots'));
    await frameAndTask();
    // The same twelve cards, the very same elements, none rendered again.
    expect(shown(el)).toEqual(all.slice(0, 12).map((n) => `Lot ${n}`));
    expect([...el.querySelectorAll('li')]).toEqual(before);
    expect(rendered).toEqual([]);

    fireEvent.click(getByRole(el, 'button', { name: 'Over 20' }));
    await vi.waitFor(() => expect(getByRole(el, 'status').textContent).toBe('Showing 12 of 20 lots'));
    // New cards come in as before: the whole new page, once its first row has painted.
    await vi.waitFor(() => expect(shown(el)).toHaveLength(12));
    expect(shown(el)).toEqual(all.slice(20, 32).map((n) => `Lot ${n}`));
  });
});

// @vitest-environment happy-dom
import { fireEvent, getByRole, queryByRole } from '@testing-library/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../../../core/mount';
import { Modal } from '../../../../core/ui';
import { element } from '../mount/read/read-kit';

/** A trigger and core's dialog, holding a form or only something to read. */
const dialogs = defineWidget('dialogs', {}, () => {
  const [open, setOpen] = useState<'form' | 'text' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('form')}>
        Get updates
      </button>
      <button type="button" onClick={() => setOpen('text')}>
        Watch the tour
      </button>
      <Modal open={open === 'form'} onClose={() => setOpen(null)} title="Get updates">
        <form>
          <input type="hidden" name="type" value="get-updates" />
          <label>
            First name <input name="first_name" />
          </label>
        </form>
      </Modal>
      <Modal open={open === 'text'} onClose={() => setOpen(null)} title="Aspen video tour">
        <p>The tour plays here.</p>
      </Modal>
    </>
  );
});

async function openDialog(trigger: string, name: string) {
  const el = element('<hb-dialogs></hb-dialogs>');
  dialogs.mount(el);
  const button = await vi.waitFor(() => getByRole(el, 'button', { name: trigger }));
  button.focus();
  fireEvent.click(button);
  const dialog = await vi.waitFor(() => getByRole(el, 'dialog', { name }));
  return { el, button, dialog };
}

const locked = () => document.documentElement.classList.contains('hb-scroll-locked');
// The page is emptied after each test, but <html> stays: start each test unlocked.
afterEach(() => document.documentElement.classList.remove('hb-scroll-locked', 'hb-scroll-locked--gutter'));

describe('Modal', () => {
  it('opens a form on its first field, not on ×', async () => {
    const { dialog } = await openDialog('Get updates', 'Get updates');
    expect(document.activeElement).toBe(getByRole(dialog, 'textbox', { name: 'First name' }));
  });

  it('opens a dialog without a form on its heading', async () => {
    const { dialog } = await openDialog('Watch the tour', 'Aspen video tour');
    expect(document.activeElement).toBe(getByRole(dialog, 'heading', { name: 'Aspen video tour' }));
  });

  it('locks the page’s scroll while open, and gives it and focus back on close', async () => {
    expect(locked()).toBe(false);
    const { el, button, dialog } = await openDialog('Get updates', 'Get updates');
    expect(locked()).toBe(true);
    fireEvent.click(getByRole(dialog, 'button', { name: 'Close' }));
    await vi.waitFor(() => expect(queryByRole(el, 'dialog')).toBeNull());
    expect(locked()).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('releases the lock when its widget goes away while it is open', async () => {
    const { el } = await openDialog('Get updates', 'Get updates');
    expect(locked()).toBe(true);
    el.remove();
    await vi.waitFor(() => expect(locked()).toBe(false));
  });
});

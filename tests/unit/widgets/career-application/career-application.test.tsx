// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/career-application';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (el: HTMLElement, files: File[]) => fireEvent.change(fileInput(el), { target: { files } });
const items = (el: HTMLElement) => el.querySelectorAll('.hb-form__files li').length;

describe('hb-career-application', () => {
  it('adds each pick to the chosen files, says at once when there are more than three, and lets one be removed', async () => {
    fakeServer();
    const el = mountWidget(widget, 'data-career-id="2"');
    choose(el, [file('a.pdf'), file('b.pdf')]);
    await waitFor(() => expect(items(el)).toBe(2));
    choose(el, [file('c.pdf'), file('d.pdf')]);
    const list = await findByRole(el, 'list', { name: 'Chosen for Résumé and cover letter' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(4));
    const message = await findByText(el, 'You may only upload up to three images.');
    expect(fileInput(el).getAttribute('aria-invalid')).toBe('true');
    expect(fileInput(el).getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
    fireEvent.click(await findByRole(el, 'button', { name: 'Remove d.pdf' }));
    await waitFor(() => expect(items(el)).toBe(3));
    expect(el.textContent).not.toContain('You may only upload up to three images.');
    expect(document.activeElement).toBe(fileInput(el));
  });

  it('is the application for a future opening on a page that names no position, and for this position on one that does', async () => {
    fakeServer();
    const general = mountWidget(widget);
    await findByRole(general, 'form', { name: 'Apply for a future opening' });
    expect(queryByRole(general, 'heading', { name: 'Apply for this position' })).toBeNull();
    const forOne = mountWidget(widget, 'data-career-id="2"');
    await findByRole(forOne, 'form', { name: 'Apply for this position' });
  });

  it('says a file over 3,072,000 bytes is too large', async () => {
    fakeServer();
    const el = mountWidget(widget);
    choose(el, [file('ok.pdf', 3_072_000)]);
    await waitFor(() => expect(items(el)).toBe(1));
    expect(el.textContent).not.toContain('Your file is larger than 3MB.');
    choose(el, [file('big.pdf', 3_072_001)]);
    await findByText(el, 'Your file is larger than 3MB.');
  });
});

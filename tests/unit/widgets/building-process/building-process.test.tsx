// @vitest-environment happy-dom
import { fireEvent, getByRole, getAllByRole, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageScope } from '../../../../core/platform/page-scope';
import widget from '../../../../widgets/building-process';
import { mountWidget } from '../forms-test-kit';

afterEach(() => vi.restoreAllMocks());

const slideshow = (el: HTMLElement) => getByRole(el, 'region', { name: 'Our building process' });
const status = (el: HTMLElement) => getByRole(el, 'status').textContent;
/** preact renders a state change on its next tick: wait for it. */
const showsStep = (el: HTMLElement, text: string) => vi.waitFor(() => expect(status(el)).toBe(text), { timeout: 1000 });
const title = (el: HTMLElement) => getByRole(el, 'group').querySelector('h3')?.textContent;
const press = (el: HTMLElement, key: string) =>
  fireEvent.keyDown(getByRole(el, 'button', { name: 'Next step' }), { key });

describe('hb-building-process', () => {
  it('starts on step 1 of 8 with a named step list, previous and next', () => {
    const el = mountWidget(widget);
    expect(slideshow(el).getAttribute('aria-roledescription')).toBe('carousel');
    expect(status(el)).toBe('Step 1 of 8');
    expect(title(el)).toBe('Visit a model center');
    const steps = within(slideshow(el))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toHaveLength(8);
    expect(steps[2]).toBe('3Step 3: Sign your contract');
    expect(getByRole(el, 'button', { name: 'Step 1: Visit a model center' }).getAttribute('aria-current')).toBe('step');
  });

  it('wraps both ways by button: previous before step 1 is step 8, next after step 8 is step 1', async () => {
    const el = mountWidget(widget);
    fireEvent.click(getByRole(el, 'button', { name: 'Previous step' }));
    await showsStep(el, 'Step 8 of 8');
    expect(title(el)).toBe('Warranty and homeowner care');
    fireEvent.click(getByRole(el, 'button', { name: 'Next step' }));
    await showsStep(el, 'Step 1 of 8');
  });

  it('wraps both ways by arrow keys, and Home and End go to the first and last step', async () => {
    const el = mountWidget(widget);
    press(el, 'ArrowLeft');
    await showsStep(el, 'Step 8 of 8');
    press(el, 'ArrowRight');
    await showsStep(el, 'Step 1 of 8');
    press(el, 'End');
    await showsStep(el, 'Step 8 of 8');
    press(el, 'Home');
    await showsStep(el, 'Step 1 of 8');
  });

  it('jumps to a step from the list, and shows spec.md’s durations in their steps', async () => {
    const el = mountWidget(widget);
    const jump = async (step: number, name: string) => {
      fireEvent.click(getByRole(el, 'button', { name: `Step ${step}: ${name}` }));
      await showsStep(el, `Step ${step} of 8`);
      return getByRole(el, 'group').textContent;
    };
    expect(await jump(3, 'Sign your contract')).toContain('From contract to start of construction: 90-120 days');
    expect(await jump(5, 'Construction begins')).toContain('Building your home: 90-150 days');
    expect(await jump(7, 'Close and move in')).toContain('From completion to closing: up to 14 days');
  });

  it('ends with the three warranties and a link to request service', async () => {
    const el = mountWidget(widget, 'data-service-request-url="/homeowners/service-request"');
    fireEvent.click(getByRole(el, 'button', { name: 'Step 8: Warranty and homeowner care' }));
    await showsStep(el, 'Step 8 of 8');
    const items = getAllByRole(getByRole(el, 'group'), 'listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '10-year structural warranty',
      'Two-year systems warranty',
      'One-year workmanship warranty',
    ]);
    expect(getByRole(el, 'link', { name: 'Request warranty service' }).getAttribute('href')).toBe(
      '/homeowners/service-request',
    );
  });

  it('keeps two slideshows on one page apart', async () => {
    const page = createPageScope();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<hb-building-process></hb-building-process><hb-building-process></hb-building-process>',
    );
    const [a, b] = [...document.querySelectorAll<HTMLElement>('hb-building-process')].slice(-2);
    widget.mount(a, { page });
    widget.mount(b, { page });
    fireEvent.click(getByRole(a, 'button', { name: 'Next step' }));
    await showsStep(a, 'Step 2 of 8');
    expect(status(b)).toBe('Step 1 of 8');
    expect(getByRole(a, 'group').id).not.toBe(getByRole(b, 'group').id);
  });
});

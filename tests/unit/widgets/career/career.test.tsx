// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, getAllByText, getByRole, getByText, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careerApplicationForm } from '../../../../core/forms/declarations/career-application';
import { createSeed } from '../../../../demo/data';
import widget from '../../../../widgets/career';
import type { Call } from '../../core/api/fake-fetch';
import { cleanPage, fakeServer, mountWidget } from '../forms-test-kit';

afterEach(cleanPage);

const POSITION = createSeed().careers.find((c) => c.id === 2)!;
const served = { '/api/career/2': { status: 'success', career: POSITION } };

/** A multipart post as the server reads it. */
const formData = (call: Call) =>
  new Response(call.body, { headers: { 'Content-Type': call.headers.get('Content-Type') ?? '' } }).formData();

describe('hb-career', () => {
  it('shows the position of the page’s address (/careers/2): its facts, its formatted description and a way back', async () => {
    history.replaceState(null, '', '/careers/2');
    fakeServer(served);
    const el = mountWidget(widget);
    await findByRole(el, 'heading', { level: 2, name: POSITION.title });
    const facts = Object.fromEntries(
      [...el.querySelectorAll('dl div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Department: 'Construction',
      Location: 'Lakeland, FL',
      Schedule: 'Full-time',
      Posted: 'September 21, 2026',
    });
    // Formatted (DOMPurify's stripping is proven in Chromium: it is not safe under happy-dom, DEPENDENCIES.md).
    expect((await findByRole(el, 'heading', { level: 3, name: 'What you will do' })).nextElementSibling?.tagName).toBe(
      'UL',
    );
    expect(getByText(el, 'Coordinate trade partners and inspections').tagName).toBe('LI');
    expect(getByRole(el, 'link', { name: 'All open positions' }).getAttribute('href')).toBe('/careers');
  });

  it('says spec.md’s failure result when the position cannot be read', async () => {
    fakeServer({});
    const el = mountWidget(widget, 'data-career-id="9"');
    expect(await findByText(el, 'No careers found')).toBeTruthy();
  });

  it('refuses an application without its required answers, then sends it as multipart with selected_careers and the files', async () => {
    const calls = fakeServer(served);
    const el = mountWidget(widget, 'data-career-id="2"');
    const form = await findByRole(el, 'form', { name: 'Apply for this position' });
    const submit = getByRole(form, 'button', { name: careerApplicationForm.submitLabel });
    fireEvent.click(submit);
    for (const label of ['First name', 'Highest education completed', 'Résumé and cover letter'])
      await waitFor(() => expect(getAllByText(form, `${label} is required.`)).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const type = (name: string, value: string) =>
      fireEvent.input(getByRole(form, 'textbox', { name }), { target: { value } });
    type('First name', 'Ana');
    type('Last name', 'Lopez');
    type('Email', 'ana@example.com');
    type('Phone', '863-555-0103');
    if (form.querySelector('[name="state"]'))
      fireEvent.change(getByRole(form, 'combobox', { name: 'State' }), { target: { value: 'FL' } });
    fireEvent.change(getByRole(form, 'combobox', { name: 'Highest education completed' }), {
      target: { value: "Associate's" },
    });
    for (const group of ['Are you 18 or older?', 'Are you authorized to work in the US?'])
      fireEvent.click(getByRole(getByRole(form, 'group', { name: group }), 'radio', { name: 'Yes' }));
    const resume = new File([new Uint8Array(1200)], 'resume.pdf', { type: 'application/pdf' });
    fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [resume] } });
    await findByRole(form, 'button', { name: 'Remove resume.pdf' });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post.url.pathname).toBe('/forms/applicant');
    const data = await formData(post);
    expect(data.get('type')).toBe(careerApplicationForm.type);
    expect(data.getAll('selected_careers[]')).toEqual(['2']);
    expect([data.get('first_name'), data.get('email'), data.get('education')]).toEqual([
      'Ana',
      'ana@example.com',
      "Associate's",
    ]);
    const files = [...data.values()].filter((v): v is File => v instanceof File);
    expect(files.map((f) => [f.name, f.size])).toEqual([['resume.pdf', 1200]]);
  });

  it('names a bad data-career-id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(served);
    const el = mountWidget(widget, 'data-career-id="two"');
    expect(getByRole(el, 'alert').textContent).toBe(
      '[hb-career] data-career-id "two" is not a whole number (an id): set it, e.g. data-career-id="2"',
    );
  });
});

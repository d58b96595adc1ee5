// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, queryByText } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersFromValues } from '../../../../../core/forms/engine/answers';
import { defineForm } from '../../../../../core/forms/engine/form-definition';
import { defineWidget } from '../../../../../core/mount';
import { draftKey, loadDraft, saveDraft } from '../../../../../core/forms/engine/drafts';
import { FileControl, Form, SsnControl } from '../../../../../core/forms/react';
import type { FormOptions } from '../../../../../core/forms/react/use-form';
import type { FieldSpec } from '../../../../../core/forms/engine/field-spec';
import { fields } from '../../../../../core/forms/declarations/common-fields';
import { formatSsn, SSN_LENGTH, ssnDigits } from '../../../../../core/forms/engine/ssn';
import { validateField } from '../../../../../core/forms/engine/validate-form';
import { fakeFetch, json } from '../../api/fake-fetch';

/** The forms of later issues need only declarations: social security numbers, files, no validation, a restart. */
const ssn: FieldSpec = { kind: 'ssn', name: 'ssn', label: 'Social security number', required: true };
const resume: FieldSpec = {
  kind: 'file',
  name: 'resume',
  label: 'Résumé',
  maxFiles: 3,
  maxBytes: 3_072_000,
  tooManyMessage: 'You may only upload up to three images.',
  tooLargeMessage: 'Your file is larger than 3MB.',
};
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  // The pseudo-confirmation frame is not loaded under happy-dom.
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
});
afterEach(() => vi.unstubAllGlobals());

describe('social security numbers (spec.md section 5)', () => {
  it('keep digits only, at most 9, shown in 3-2-4 groups', () => {
    expect(SSN_LENGTH).toBe(9);
    expect(ssnDigits('12a3-45 67890')).toBe('123456789');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('1234')).toBe('123-4');
  });

  it('need all 9 digits, travel as digits, and never enter a draft', () => {
    expect(validateField(ssn, '123-45-678', {})).toBe('Enter the 9 digits of the social security number.');
    expect(validateField(ssn, '123-45-6789', {})).toBeUndefined();
    expect(answersFromValues([ssn], { ssn: '123-45-6789' })).toEqual({ ssn: '123456789' });
    const key = draftKey('buying-application');
    saveDraft(key, [ssn, fields.firstName()], { values: { ssn: '123456789', first_name: 'Ana' } });
    expect(loadDraft(key, [ssn, fields.firstName()])?.values).toEqual({ first_name: 'Ana' });
  });
});

describe('file fields (spec.md sections 5 and 8)', () => {
  const file = (size: number) => ({ name: `f${size}.pdf`, size });
  it('refuse more files than allowed and files over the size limit, with the declared messages', () => {
    expect(validateField(resume, [file(10), file(10), file(10), file(10)], {})).toBe(
      'You may only upload up to three images.',
    );
    expect(validateField(resume, [file(3_072_001)], {})).toBe('Your file is larger than 3MB.');
    expect(validateField(resume, [file(3_072_000)], {})).toBeUndefined();
    expect(answersFromValues([resume], { resume: [file(1)] })).toEqual({});
  });

  it('are sent as multipart parts next to the answers', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const form = defineForm({
      type: 'applicant',
      path: '/forms/applicant',
      title: 'Apply',
      submitLabel: 'Apply',
      successMessage: 'Thanks',
      encoding: 'multipart',
      fields: [fields.firstName(), resume],
    });
    const widget = defineWidget('apply-test', {}, () => <Form definition={form} controls={{ file: FileControl }} />);
    document.body.insertAdjacentHTML('beforeend', '<hb-apply-test></hb-apply-test>');
    const el = document.body.lastElementChild as HTMLElement;
    widget.mount(el);
    fireEvent.input(getByRole(el, 'textbox', { name: 'First name' }), { target: { value: 'Ana' } });
    fireEvent.change(getByLabelText(el, 'Résumé'), { target: { files: [new File(['cv'], 'cv.pdf')] } });
    await settle();
    fireEvent.click(getByRole(el, 'button', { name: 'Apply' }));
    await settle();
    expect(calls[0].headers.get('Content-Type')).toContain('multipart/form-data');
    expect(calls[0].body).toContain('name="resume[]"; filename="cv.pdf"');
    expect(calls[0].body).toContain('name="first_name"');
  });
});

describe('the controls only some forms have (file, password, SSN)', () => {
  const form = defineForm({
    type: 'buying-application',
    path: '/forms/buying-application',
    title: 'Apply',
    submitLabel: 'Apply',
    successMessage: 'Thanks',
    fields: [fields.firstName(), ssn],
  });
  function mount(name: string, controls?: Parameters<typeof Form>[0]['controls']) {
    const widget = defineWidget(name, {}, () => <Form definition={form} controls={controls} />);
    document.body.insertAdjacentHTML('beforeend', `<hb-${name}></hb-${name}>`);
    const el = document.body.lastElementChild as HTMLElement;
    widget.mount(el);
    return el;
  }

  it('come from the widget: the SSN field is the grouped control, masked while it is not focused', async () => {
    const el = mount('ssn-test', { ssn: SsnControl });
    await settle();
    const input = getByLabelText(el, /^Social security number/) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '123456789' } });
    await settle();
    expect(input.value).toBe('•••-••-6789');
    expect(getByRole(el, 'button', { name: 'Show number' })).toBeTruthy();
  });

  it('stop a widget that forgot one, with a message naming the field and what to pass, and the page hears it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: unknown[] = [];
    document.addEventListener('hb:error', (e) => heard.push((e as CustomEvent).detail), { once: true });
    const el = mount('forgot-control-test');
    await settle();
    expect(getByRole(el, 'alert')).toBeTruthy();
    expect(heard).toEqual([
      expect.objectContaining({
        widget: 'forgot-control-test',
        reason: 'render',
        message: expect.stringContaining(
          'the ssn field "ssn" has no control: its widget passes controls={{ ssn: … }} to Form',
        ),
      }),
    ]);
    expect(errors).toHaveBeenCalled();
  });
});

describe('form options for later forms', () => {
  function mount(
    options: Omit<FormOptions, 'definition'>,
    definition = defineForm({
      type: 'pre-referral-program',
      path: '/forms/pre-referral-program',
      title: 'Refer a friend',
      submitLabel: 'Send',
      successMessage: 'Thanks',
      fields: [fields.firstName()],
    }),
  ) {
    const widget = defineWidget('later-test', {}, () => <Form definition={definition} {...options} />);
    document.body.insertAdjacentHTML('beforeend', '<hb-later-test></hb-later-test>');
    const el = document.body.lastElementChild as HTMLElement;
    widget.mount(el);
    return el;
  }

  it('send without checking when a form is declared without validation (the twelve-days main form)', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    const el = mount(
      {},
      defineForm({
        type: 'referral-program',
        path: '/forms/referral-program',
        title: 'Twelve days',
        submitLabel: 'Enter',
        successMessage: 'Thanks',
        validation: 'off',
        fields: [fields.firstName()],
      }),
    );
    fireEvent.click(getByRole(el, 'button', { name: 'Enter' }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(queryByText(el, 'First name is required.')).toBeNull();
  });

  it('show a fresh form again when the widget restarts it after success (the pre-referral form)', async () => {
    fakeFetch(() => json({ status: 'success' }));
    const openModal = vi.fn();
    const el = mount({
      onSuccess: (response, { restart }) => {
        if (!response.message) {
          restart();
          openModal();
        }
      },
    });
    fireEvent.input(getByRole(el, 'textbox', { name: 'First name' }), { target: { value: 'Ana' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Send' }));
    await settle();
    expect(openModal).toHaveBeenCalledTimes(1);
    expect((getByRole(el, 'textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
    expect(el.querySelector('form')!.hidden).toBe(false);
  });
});

// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByLabelText, getByRole, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountForm } from '../../../../core/forms/declarations/create-account';
import { changePasswordForm } from '../../../../core/forms/declarations/change-password';
import { GET_UPDATES_DISMISS_MS } from '../../../../core/forms/engine/lifecycle-timers';
import formPhrasesEs from '../../../../core/forms/engine/phrases.es';
import calendarEn from '../../../../core/forms/engine/calendar-messages.en';
import preFormEn from '../../../../core/forms/react/pre-form/messages.en';
import { Form, PasswordControl } from '../../../../core/forms/react';
import type { FormDefinition } from '../../../../core/forms/engine/form-definition';
import { defineWidget } from '../../../../core/mount';
import { mountIn } from './mount-in';
import buyingApplication from '../../../../widgets/buying-application';
import careerApplication from '../../../../widgets/career-application';
import careerApplicationEn from '../../../../widgets/career-application/messages.en';
import getUpdates from '../../../../widgets/get-updates-form';
import realtorReferral from '../../../../widgets/realtor-referral-form';
import realtorReferralEn from '../../../../widgets/realtor-referral-form/messages.en';
import reserveLot from '../../../../widgets/reserve-lot-form';
import reserveLotEn from '../../../../widgets/reserve-lot-form/messages.en';
import serviceRequest from '../../../../widgets/service-request-form';
import serviceRequestEn from '../../../../widgets/service-request-form/messages.en';
import twelveDays from '../../../../widgets/twelve-days-form';
import { type Call, fakeFetch, json } from '../../core/api/fake-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const COMMUNITIES = { status: 'success', results: [{ id: 4, name: 'Lakeside Preserve' }] };

/** Content reads by path; a lead post succeeds with the server's English; issues and pictures are saved. */
function server(): Call[] {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
  return fakeFetch((call) => {
    if (call.url.pathname === '/api/service-request-item/create')
      return json({
        status: 'success',
        warrantyItem: { id: 31, location: 'Cocina', description: 'El grifo gotea.', images: [] },
      });
    if (call.method === 'POST') return json({ status: 'success', message: 'Thank you!' });
    if (call.url.pathname === '/api/community/list-names') return json(COMMUNITIES);
    return json({ status: 'failure' }, 404);
  });
}

/** The picture uploads (XMLHttpRequest, for their progress): each answered at once with its id. */
class UploadXhr {
  upload = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    queueMicrotask(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ status: 'success', attachment: { id: 55 } });
      this.onload?.();
    });
  }
}

/** The typed text rendered (Preact renders state on its next tick), before a button that reads it is pressed. */
const rendered = () => new Promise((resolve) => setTimeout(resolve));

/** Fills controls by their field name, whatever the language shows. */
function fill(el: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(control, name).toBeTruthy();
    if (control.tagName === 'SELECT') fireEvent.change(control, { target: { value } });
    else fireEvent.input(control, { target: { value } });
  }
}

const posted = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === path);
async function sent(calls: Call[], path: string): Promise<Call> {
  await vi.waitFor(() => expect(posted(calls, path)).toHaveLength(1));
  return posted(calls, path)[0];
}
/** What a lead sends, but for what differs between two visits (the page it came from, its fresh key). */
const comparable = (call: Call) => {
  const body = JSON.parse(call.body) as Record<string, unknown>;
  return { ...body, origin: undefined, idempotency_key: undefined, recaptcha_token: undefined };
};

/** Every word a visitor reads or hears: the text and the accessible names. */
const heard = (el: HTMLElement) =>
  [el.textContent ?? '', ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))].join(
    '\n',
  );
/** The English of the form phrasebook and of these catalogs, sentences only (a name such as "Email" may stay in a value). */
const ENGLISH = [
  ...Object.keys(formPhrasesEs),
  ...[calendarEn, preFormEn, careerApplicationEn, realtorReferralEn, reserveLotEn, serviceRequestEn].flatMap((c) =>
    Object.values(c),
  ),
]
  .filter((s): s is string => typeof s === 'string')
  .map((s) => s.replace(/\{\w+\}.*$/, '').trim())
  .filter((s) => s.includes(' ') && s.length > 14);
const expectNoEnglish = (el: HTMLElement) => {
  const words = heard(el);
  expect(ENGLISH.filter((s) => words.includes(s))).toEqual([]);
};

const BUYER = {
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@example.com',
  phone: '863-555-0103',
  birth_date: '1990-04-02',
  ssn: '123456789',
  address: '1 Main St',
  city: 'Lakeland',
  state: 'FL',
  zip: '33801',
  employer: 'Polk Schools',
  yearly_income: '85000',
  price_range: '$250,000 - $300,000',
  move_timeframe: '1-3 months',
};

async function sendBuyingApplication(lang: 'en' | 'es') {
  const calls = server();
  const el = await mountIn(lang, buyingApplication);
  fill(el, BUYER);
  fireEvent.click(el.querySelector('input[name="first_home"][value="Yes"]')!);
  fireEvent.click(el.querySelector('input[name="credit_authorization"]')!);
  fireEvent.click(el.querySelector('button[type="submit"]')!);
  return { el, post: await sent(calls, '/forms/buying-application') };
}

describe('the buying application in Spanish', () => {
  it('shows its heading, labels, hints and spec.md’s messages in Spanish', async () => {
    server();
    const el = await mountIn('es', buyingApplication);
    expect(getByRole(el, 'heading', { name: 'Solicita la compra de tu casa nueva' })).toBeTruthy();
    expect(getAllByRole(el, 'button', { name: 'Mostrar número' })).toHaveLength(2);
    expect(getByRole(el, 'checkbox', { name: /Autorización para revisar el crédito/ })).toBeTruthy();
    expect(getByRole(el, 'radio', { name: 'Sí' })).toHaveProperty('value', 'Yes');
    fireEvent.click(getByRole(el, 'button', { name: 'Enviar mi solicitud' }));
    await vi.waitFor(() => expect(el.textContent).toMatch(/Revisa \d+ campos:/));
    expect(el.textContent).toContain('Nombre: este campo es obligatorio.');
    fill(el, { email: 'ana@', phone: '555' });
    await vi.waitFor(() => expect(el.textContent).toContain('Escribe un correo electrónico como nombre@ejemplo.com.'));
    expectNoEnglish(el);
  });

  it('sends exactly what the English application sends, and thanks in Spanish', async () => {
    const english = (await sendBuyingApplication('en')).post;
    document.body.innerHTML = '';
    const { el, post } = await sendBuyingApplication('es');
    expect(comparable(post)).toEqual(comparable(english));
    expect(JSON.parse(post.body)).toMatchObject({
      ssn: '123456789',
      first_home: 'Yes',
      price_range: '$250,000 - $300,000',
    });
    await vi.waitFor(() =>
      expect(getByRole(el, 'status').textContent).toBe(
        '¡Gracias! Tu solicitud va en camino. Un especialista en casas nuevas te llamará en un día hábil.',
      ),
    );
  });
});

/** Adds one issue and one picture, then sends the request; returns what was sent. */
async function sendServiceRequest(lang: 'en' | 'es') {
  const calls = server();
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  const el = await mountIn(lang, serviceRequest);
  await vi.waitFor(() =>
    expect(el.querySelector('select[name="selected_communities"] option[value="4"]')).toBeTruthy(),
  );
  fill(el, {
    first_name: 'Ana',
    last_name: 'López',
    email: 'ana@example.com',
    phone: '863-555-0103',
    address: '1 Main St',
    city: 'Lakeland',
    zip: '33801',
    closing_date: '2024-05-01',
    selected_communities: '4',
  });
  const issue = el.querySelector('.hb-service-request-form__new')!;
  fireEvent.input(issue.querySelector('input')!, { target: { value: 'Cocina' } });
  fireEvent.input(issue.querySelector('textarea')!, { target: { value: 'El grifo gotea.' } });
  await rendered();
  fireEvent.click(issue.querySelector('button')!);
  const picker = await vi.waitFor(() => {
    const input = el.querySelector<HTMLInputElement>('.hb-service-request-form__picker input[type="file"]');
    expect(input).toBeTruthy();
    return input!;
  });
  fireEvent.change(picker, { target: { files: [new File(['x'], 'grifo.jpg', { type: 'image/jpeg' })] } });
  await vi.waitFor(() => expect(el.querySelector('.hb-service-request-form__image')).toBeTruthy());
  fireEvent.click(el.querySelector('button[type="submit"]')!);
  return { el, post: await sent(calls, '/forms/service-request') };
}

describe('the service request in Spanish', () => {
  it('says the issue’s and the pictures’ rules in Spanish, spec.md’s upload limit word for word', async () => {
    server();
    vi.stubGlobal('XMLHttpRequest', UploadXhr);
    const el = await mountIn('es', serviceRequest);
    expect(getByRole(el, 'heading', { name: 'Solicita servicio de garantía' })).toBeTruthy();
    expect(el.textContent).toContain('Todavía no hay problemas.');
    fireEvent.click(getByRole(el, 'button', { name: 'Enviar solicitud de servicio' }));
    await vi.waitFor(() => expect(el.textContent).toContain('Agrega al menos un problema: dónde está y qué falla.'));
    fireEvent.click(getByRole(el, 'button', { name: 'Agregar este problema' }));
    await vi.waitFor(() => expect(el.textContent).toContain('Ubicación: este campo es obligatorio.'));
    expect(el.textContent).toContain('Descripción: este campo es obligatorio.');
    fireEvent.input(getByRole(el, 'textbox', { name: 'Ubicación' }), { target: { value: 'Cocina' } });
    fireEvent.input(getByRole(el, 'textbox', { name: '¿Qué falla?' }), { target: { value: 'El grifo gotea.' } });
    await rendered();
    fireEvent.click(getByRole(el, 'button', { name: 'Agregar este problema' }));
    await vi.waitFor(() => expect(el.textContent).toContain('Problema 1: Cocina'), { timeout: 3000 });
    const picker = getByLabelText(el, 'Agrega fotos del problema 1 (Cocina)');
    expect(getByRole(el, 'heading', { name: 'Problema 1: Cocina' })).toBeTruthy();
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `foto-${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(picker, { target: { files: six } });
    await vi.waitFor(() => expect(el.textContent).toContain('Solo puedes subir hasta cinco imágenes.'));
    fireEvent.change(picker, { target: { files: [six[0]] } });
    await vi.waitFor(() => expect(el.textContent).toContain('Se subió foto-0.jpg.'));
    expect(getByRole(el, 'list', { name: 'Fotos del problema 1 (Cocina)' })).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Quitar el problema 1 (Cocina) de la solicitud' })).toBeTruthy();
    expectNoEnglish(el);
  });

  it('sends exactly what the English request sends, with the issue saved and its picture uploaded', async () => {
    const english = (await sendServiceRequest('en')).post;
    document.body.innerHTML = '';
    const { post } = await sendServiceRequest('es');
    expect(comparable(post)).toEqual(comparable(english));
    expect(JSON.parse(post.body)).toMatchObject({ warranty_items: [31], selected_communities: [4] });
  });
});

/** The account forms as their widgets show them, inside a container of the language. */
let accountForm: FormDefinition = createAccountForm;
const accountWidget = defineWidget('forms-es-account', {}, () => (
  <Form definition={accountForm} controls={{ password: PasswordControl }} />
));

async function sendCreateAccount(lang: 'en' | 'es') {
  const calls = server();
  vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  accountForm = createAccountForm;
  const el = await mountIn(lang, accountWidget);
  fill(el, { first_name: 'Ana', last_name: 'López', email: 'ana@example.com', password: 'sun shine-42 ' });
  fireEvent.click(el.querySelector('button[type="submit"]')!);
  return { el, post: await sent(calls, '/my-favorites/create-account') };
}

describe('the account forms in Spanish', () => {
  it('create-account: Spanish password rules; the same form-encoded post as in English; thanks in Spanish', async () => {
    server();
    accountForm = createAccountForm;
    const el = await mountIn('es', accountWidget);
    expect(getByRole(el, 'heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Mostrar contraseña' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: '¿Ya tienes una cuenta? Inicia sesión' })).toBeTruthy();
    fill(el, { password: 'lakeland-2026' });
    fireEvent.click(getByRole(el, 'button', { name: 'Crear cuenta' }));
    await vi.waitFor(() =>
      expect(el.textContent).toContain('Elige una contraseña que no incluya nuestro nombre, Lakeland Homes.'),
    );
    fill(el, { password: '12345678' });
    await vi.waitFor(() =>
      expect(el.textContent).toContain('Esta contraseña es muy fácil de adivinar. Elige una más larga o menos común.'),
    );
    document.body.innerHTML = '';

    const english = (await sendCreateAccount('en')).post;
    document.body.innerHTML = '';
    const { el: spanish, post } = await sendCreateAccount('es');
    expect(post.body).toBe(english.body);
    expect(new URLSearchParams(post.body).get('first_name')).toBe('Ana');
    // The server's English answer gives way to the form's own message in Spanish.
    await vi.waitFor(() => expect(getByRole(spanish, 'status').textContent).toBe('Se creó tu cuenta.'));
  });

  it('change password: spec.md’s mismatch message in Spanish, and nothing sent', async () => {
    const calls = server();
    accountForm = changePasswordForm;
    const el = await mountIn('es', accountWidget);
    fill(el, { current_password: 'old pass-1', new_password: 'sun shine-42', confirm_password: 'sun shine-43' });
    fireEvent.click(getByRole(el, 'button', { name: 'Cambiar contraseña' }));
    await vi.waitFor(() => expect(getByRole(el, 'status').textContent).toBe('Las contraseñas nuevas no coinciden.'));
    expect(posted(calls, '/my-favorites/change-password')).toEqual([]);
  });
});

async function sendGetUpdates(lang: 'en' | 'es', beforeSend = () => {}) {
  const calls = server();
  const el = await mountIn(lang, getUpdates, 'data-community-id="4"');
  fireEvent.click(el.querySelector('button.hb-form__trigger')!);
  const dialog = await vi.waitFor(() => getByRole(document.body, 'dialog'));
  fill(dialog, { first_name: 'Ana', last_name: 'López', email: 'ana@example.com', referral: 'Billboard' });
  beforeSend();
  fireEvent.click(dialog.querySelector('button[type="submit"]')!);
  return { el, dialog, post: await sent(calls, '/forms/get-updates') };
}

describe('a lead form in a dialog, in Spanish (get updates)', () => {
  it('opens from its Spanish trigger, sends what English sends, thanks in Spanish and closes after spec.md’s delay', async () => {
    const english = (await sendGetUpdates('en')).post;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    // The test's clock runs the success message's delay (spec.md section 4), started as the message shows.
    const { el, dialog, post } = await sendGetUpdates('es', () =>
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }),
    );
    expect(getByRole(el, 'button', { name: 'Recibe novedades' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Recibe novedades' })).toBeTruthy();
    expect(comparable(post)).toEqual(comparable(english));
    expect(JSON.parse(post.body)).toMatchObject({ referral: 'Billboard', type: 'get-updates' });
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        '¡Gracias! Te enterarás antes que nadie de casas nuevas, precios y eventos.',
      ),
    );
    // spec.md section 4: the message stays for its delay, then the dialog closes.
    await vi.advanceTimersByTimeAsync(GET_UPDATES_DISMISS_MS - 200);
    expect(dialog).toHaveProperty('open', true);
    await vi.advanceTimersByTimeAsync(200);
    expect(dialog).toHaveProperty('open', false);
  });
});

describe('the other form widgets in Spanish', () => {
  it('hb-realtor-referral-form: the program’s terms and its button', async () => {
    server();
    const el = await mountIn('es', realtorReferral);
    expect(getByRole(el, 'heading', { name: 'Registra a un cliente' })).toBeTruthy();
    fireEvent.click(getByRole(el, 'button', { name: 'Cómo funciona el programa de referidos' }));
    const dialog = await vi.waitFor(() => getByRole(document.body, 'dialog'));
    expect(within(dialog).getByRole('heading', { name: 'Nuestro programa de referidos para agentes' })).toBeTruthy();
    expect(dialog.textContent).toContain('La comisión se paga al cierre');
    expectNoEnglish(el);
    expectNoEnglish(dialog);
  });

  it('hb-twelve-days-form and hb-career-application and hb-reserve-lot-form: headings, buttons, intros', async () => {
    server();
    const twelve = await mountIn('es', twelveDays);
    expect(getByRole(twelve, 'heading', { name: 'Doce días de regalos' })).toBeTruthy();
    expect(getByRole(twelve, 'button', { name: 'Empezar mi participación' })).toBeTruthy();
    expectNoEnglish(twelve);
    const career = await mountIn('es', careerApplication);
    expect(getByRole(career, 'heading', { name: 'Postúlate para una vacante futura' })).toBeTruthy();
    expect(career.textContent).toContain('Hasta tres archivos PDF, Word, RTF, JPEG o PNG, de 3 MB cada uno.');
    expectNoEnglish(career);
    const lot = await mountIn('es', reserveLot, 'data-community-id="4" data-lot-id="9" data-lot="12"');
    fireEvent.click(getByRole(lot, 'button', { name: 'Reserva este lote' }));
    const dialog = await vi.waitFor(() => getByRole(document.body, 'dialog'));
    expect(within(dialog).getByRole('heading', { name: 'Reserva un lote' })).toBeTruthy();
    expect(dialog.textContent).toContain('Estás reservando el lote 12.');
    expectNoEnglish(dialog);
  });
});

// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toIsoDate } from '../../../../core/forms/engine/date-rules';
import { mountIn } from './mount-in';
import contactForm from '../../../../widgets/contact-form';
import calculator from '../../../../widgets/mortgage-calculator';
import scheduleVisit from '../../../../widgets/schedule-visit-form';
import { fakeServer, posts, sentPosts } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const type = (scope: HTMLElement, name: string, value: string) =>
  fireEvent.input(getByRole(scope, 'textbox', { name }), { target: { value } });

/** Fills the contact form in either language's words and sends it; returns what was posted. */
async function sendContact(lang: 'en' | 'es') {
  const calls = fakeServer({ '/api/community/list-names': { status: 'success', results: [] } });
  const es = lang === 'es';
  const el = await mountIn(lang, contactForm);
  type(el, es ? 'Nombre' : 'First name', 'Ana');
  type(el, es ? 'Apellido' : 'Last name', 'López');
  type(el, es ? 'Correo electrónico' : 'Email', 'ana@example.com');
  type(el, es ? '¿Cómo te podemos ayudar?' : 'How can we help?', 'Una casa de 4 habitaciones');
  fireEvent.change(
    getByRole(el, 'combobox', { name: es ? '¿Cómo te enteraste de nosotros?' : 'How did you hear about us?' }),
    {
      target: { value: 'A Realtor' },
    },
  );
  fireEvent.click(getByRole(el, 'radio', { name: es ? 'Mensaje de texto' : 'Text Message' }));
  fireEvent.click(getByRole(el, 'button', { name: es ? 'Enviar mensaje' : 'Send message' }));
  const [post] = await sentPosts(calls);
  return { el, post };
}

describe('converted widgets inside <div lang="es">', () => {
  it('hb-contact-form: Spanish heading, labels, option labels, required note, errors and summary', async () => {
    fakeServer({ '/api/community/list-names': { status: 'success', results: [] } });
    const el = await mountIn('es', contactForm);
    expect(getByRole(el, 'heading', { name: 'Contáctanos' })).toBeTruthy();
    expect(getByRole(el, 'form', { name: 'Contáctanos' })).toBeTruthy();
    expect(el.textContent).toContain('Los campos marcados con');
    const referral = getByRole(el, 'combobox', { name: '¿Cómo te enteraste de nosotros?' }) as HTMLSelectElement;
    expect(within(referral).getByRole('option', { name: 'Un agente de bienes raíces' })).toHaveProperty(
      'value',
      'A Realtor',
    );
    fireEvent.click(getByRole(el, 'button', { name: 'Enviar mensaje' }));
    await vi.waitFor(() => expect(el.textContent).toContain('Revisa 4 campos:'));
    const first = getByRole(el, 'textbox', { name: 'Nombre' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Error: Nombre: este campo es obligatorio.',
    );
    type(el, 'Correo electrónico', 'ana@');
    await vi.waitFor(() => expect(el.textContent).toContain('Escribe un correo electrónico como nombre@ejemplo.com.'));
    expect(el.textContent).toContain('Responde “¿Cómo te podemos ayudar?”');
  });

  it('hb-contact-form: sends exactly what the English form sends, and says thanks in Spanish', async () => {
    const english = (await sendContact('en')).post;
    document.body.innerHTML = '';
    const { el, post } = await sendContact('es');
    const comparable = (body: Record<string, unknown>) => ({ ...body, origin: undefined });
    expect(comparable(post.body)).toEqual(comparable(english.body));
    expect(post.body).toMatchObject({ referral: 'A Realtor', contacted: 'Text Message', type: 'contact-us' });
    await vi.waitFor(() =>
      expect(getByRole(el, 'status').textContent).toBe(
        '¡Gracias por escribirnos! Un especialista en casas nuevas se comunicará contigo muy pronto.',
      ),
    );
  });

  it('hb-contact-form: shows spec.md’s failure message in Spanish', async () => {
    const calls = fakeServer({ '/api/community/list-names': { status: 'success', results: [] } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) =>
        String(input instanceof Request ? input.url : input).includes('/forms/')
          ? new Response(JSON.stringify({ status: 'failure' }), { headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ status: 'success', results: [] }), {
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    void calls;
    const el = await mountIn('es', contactForm);
    type(el, 'Nombre', 'Ana');
    type(el, 'Apellido', 'López');
    type(el, 'Correo electrónico', 'ana@example.com');
    type(el, '¿Cómo te podemos ayudar?', 'Hola');
    fireEvent.click(getByRole(el, 'button', { name: 'Enviar mensaje' }));
    await vi.waitFor(() =>
      expect(getByRole(el, 'status').textContent).toBe('Algo salió mal, inténtalo de nuevo más tarde.'),
    );
  });

  it('hb-schedule-visit-form: Spanish time slots and date hint; the slot sent is the English value', async () => {
    const calls = fakeServer({
      '/api/cms/model_centers': {
        status: 'success',
        contents: [
          {
            id: 1,
            name: 'Lakeside Preserve Model Center',
            address: '1 Main St',
            city: 'Lakeland',
            phone: '863-555-0103',
            hours: 'Daily',
          },
        ],
      },
    });
    const el = await mountIn('es', scheduleVisit);
    const center = getByRole(el, 'combobox', { name: '¿Dónde te gustaría reunirte?' });
    await vi.waitFor(() => expect(within(center).getByRole('option', { name: 'Cita virtual' })).toBeTruthy());
    const time = getByRole(el, 'combobox', { name: 'Hora de la visita' });
    expect(time.textContent).toBe('Primero elige una fecha');
    expect(el.textContent).toMatch(
      /Elige una fecha entre el \d{1,2} de [a-z]+ de \d{4} y el \d{1,2} de [a-z]+ de \d{4}\./,
    );
    const sunday = new Date();
    sunday.setDate(sunday.getDate() + 2);
    while (sunday.getDay() !== 0) sunday.setDate(sunday.getDate() + 1);
    fireEvent.input(getByLabelText(el, /Fecha de la visita/), { target: { value: toIsoDate(sunday) } });
    await vi.waitFor(() =>
      expect([...(time as HTMLSelectElement).options].map((o) => o.text).slice(1)).toEqual([
        '1:00 p.m. - 2:00 p.m.',
        '2:00 p.m. - 3:00 p.m.',
        '3:00 p.m. - 4:00 p.m.',
        '4:00 p.m. - 5:00 p.m.',
      ]),
    );
    fireEvent.change(center, { target: { value: 'Virtual Appointment' } });
    fireEvent.change(time, { target: { value: '1:00 PM - 2:00 PM' } });
    type(el, 'Nombre', 'Ana');
    type(el, 'Apellido', 'López');
    type(el, 'Correo electrónico', 'ana@example.com');
    fireEvent.input(getByRole(el, 'textbox', { name: 'Teléfono' }), { target: { value: '863-555-0103' } });
    fireEvent.click(getByRole(el, 'button', { name: 'Agendar mi visita' }));
    const [post] = await sentPosts(calls);
    expect(post.body).toMatchObject({ model_center: 'Virtual Appointment', visit_time: '1:00 PM - 2:00 PM' });
    expect(posts(calls)).toHaveLength(1);
    // The invite: its file named in Spanish (no accent or space), its event in Spanish.
    const invite = await vi.waitFor(() => getByRole(el, 'link', { name: 'Agregar al calendario' }));
    expect(invite.getAttribute('download')).toBe('visita-casa-modelo.ics');
    const google = new URL(getByRole(el, 'link', { name: /^Agregar a Google Calendar/ }).getAttribute('href')!);
    expect(google.searchParams.get('text')).toBe('Cita virtual con un especialista en casas nuevas');
  });

  it('hb-mortgage-calculator: Spanish labels, figures, money as es-US writes it, and input messages', async () => {
    const el = await mountIn('es', calculator);
    const price = within(el).getByRole('textbox', { name: 'Precio de la casa' }) as HTMLInputElement;
    expect(price.value).toBe('250,000');
    expect(within(el).getByRole('combobox', { name: 'Plazo del préstamo' }).textContent).toContain('30 años');
    expect(within(el).getByRole('checkbox', { name: 'Incluir impuesto a la propiedad, seguro y PMI' })).toBeTruthy();
    const term = within(el).getByText('Capital e intereses', { selector: 'dt' });
    expect(term.nextElementSibling!.textContent).toBe('$1,106.86');
    expect(within(el).getByText('Fecha del último pago', { selector: 'dt' }).nextElementSibling!.textContent).toMatch(
      /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/,
    );
    expect(within(el).getByRole('region', { name: 'Tabla año por año' })).toBeTruthy();
    fireEvent.input(price, { target: { value: 'abc' } });
    await vi.waitFor(() =>
      expect(el.textContent).toContain('Escribe el precio de la casa como número, por ejemplo 250000.'),
    );
  });

  it('a Spanish widget beside an English one on the same page: each speaks its container’s language', async () => {
    const es = await mountIn('es', calculator);
    const en = await mountIn('en', calculator);
    expect(within(es).getByRole('textbox', { name: 'Precio de la casa' })).toBeTruthy();
    expect(within(en).getByRole('textbox', { name: 'Home price' })).toBeTruthy();
  });
});

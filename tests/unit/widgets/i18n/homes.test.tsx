// @vitest-environment happy-dom
import { findByRole, findByText, getAllByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const seed = createSeed();

describe('the homes area in Spanish (locale es)', () => {
  it('hb-move-in-ready: units, prices, heart names and the link in Spanish', async () => {
    fakeApi({ 'GET /api/home': () => success({ results: seed.homes.slice(0, 2) }) });
    const el = await mountFresh('move-in-ready', '', { config: { locale: 'es' } });
    await findByRole(el, 'link', { name: 'Ver todas las casas listas para mudarte' });
    expect(el.textContent).toContain('habitaciones');
    expect(el.textContent).not.toMatch(/\bbeds\b|sq ft|See every move-in-ready home/);
    expect(getAllByRole(el, 'button', { name: /^Guardar .+ en favoritos$/ }).length).toBe(2);
  });

  it('hb-move-in-ready: spec.md’s “No homes found” as agreed in Spanish', async () => {
    fakeApi({ 'GET /api/home': () => success({ results: [] }) });
    const el = await mountFresh('move-in-ready', '', { config: { locale: 'es' } });
    expect(await findByText(el, 'No se encontraron casas')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { findByRole, findByText, getAllByRole, getByRole, within } from '@testing-library/dom';
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
  it('hb-floorplans: the filter bar in Spanish (its own catalog) beside the listing words', async () => {
    fakeApi({ 'GET /api/plan': () => success({ results: seed.plans.slice(0, 3) }) });
    const el = await mountFresh('floorplans', '', { config: { locale: 'es' } });
    const bar = await findByRole(el, 'group', { name: 'Filtra y ordena los planos' });
    expect(within(bar).getByRole('combobox', { name: 'Habitaciones' })).toBeTruthy();
    const sort = within(bar).getByRole('combobox', { name: 'Ordenar por' });
    expect(within(sort).getByRole('option', { name: 'Precio: de menor a mayor' })).toHaveProperty('value', 'price');
    expect(within(bar).getByRole('button', { name: 'Borrar filtros' })).toBeTruthy();
    expect(getAllByRole(el, 'button', { name: /^Guardar .+ en favoritos$/ }).length).toBe(3);
  });

  it('hb-saved-floorplans: the my-favorites words (nav, sign-in prompt) in Spanish', async () => {
    fakeApi({});
    const el = await mountFresh('saved-floorplans', '', { config: { locale: 'es' } });
    expect(await findByText(el, /^Inicia sesión para ver .+\. Con una cuenta gratuita/)).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'Crear una cuenta' })).toBeTruthy();
  });
});

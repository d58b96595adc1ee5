// @vitest-environment happy-dom
import { findByRole, findByText, getByRole, queryByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import careers from '../../../../widgets/careers';
import career from '../../../../widgets/career';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const POSITION = {
  id: 2,
  title: 'Assistant Construction Manager',
  location: 'Lakeland, FL',
  department: 'Construction',
  employment_type: 'Full-time',
  posted: '2026-09-21',
  description: '<p>Help our construction managers.</p>',
};

describe('hb-careers', () => {
  it('lists each open position with its facts and a link to its page', async () => {
    fakeServer({ '/api/career': { status: 'success', careers: [POSITION] } });
    const el = mountWidget(careers);
    const link = await findByRole(el, 'link', { name: 'Assistant Construction Manager' });
    expect(link.getAttribute('href')).toBe('/careers/2');
    expect(el.textContent).toContain('1 open position');
    expect(el.textContent).toContain('Construction · Lakeland, FL · Full-time');
    expect(el.textContent).toContain('Posted September 21, 2026');
  });

  it('says so when there is no open position', async () => {
    fakeServer({ '/api/career': { status: 'success', careers: [] } });
    const el = mountWidget(careers);
    await findByText(el, 'We have no open positions right now. Check back soon.');
  });
});

describe('hb-career', () => {
  it('shows the position named by data-career-id with its application form', async () => {
    fakeServer({ '/api/career/2': { status: 'success', career: POSITION } });
    const el = mountWidget(career, 'data-career-id="2"');
    await findByRole(el, 'heading', { name: 'Assistant Construction Manager' });
    expect(getByRole(el, 'heading', { name: 'Apply for this position' })).toBeTruthy();
    expect(getByRole(el, 'combobox', { name: 'Highest education completed' }).textContent).toContain("Associate's");
    expect(queryByText(el, 'This page names no position.')).toBeNull();
  });

  it('names no position on a page whose address holds none, and links to the list', async () => {
    fakeServer();
    const el = mountWidget(career);
    await findByText(el, 'This page names no position.');
    expect(getByRole(el, 'link', { name: 'See all open positions' }).getAttribute('href')).toBe('/careers');
  });
});

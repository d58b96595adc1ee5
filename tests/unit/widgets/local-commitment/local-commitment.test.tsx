// @vitest-environment happy-dom
import { findAllByRole, findByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARITIES } from '../../../../demo/data/charities';
import widget from '../../../../widgets/local-commitment';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hb-local-commitment', () => {
  it('shows the 15 charities and organisations, each with its logo’s alt text and its name', async () => {
    fakeServer({ '/api/cms/local_commitment': { status: 'success', contents: CHARITIES } });
    const el = mountWidget(widget);
    const items = await findAllByRole(el, 'listitem');
    expect(items).toHaveLength(15);
    expect(items[0].querySelector('img')?.getAttribute('alt')).toBe('Polk County Habitat Partners logo');
    expect(items[0].textContent).toBe('Polk County Habitat Partners');
    expect(el.querySelector('a')).toBeNull();
  });

  it('links an organisation to its own site when the CMS gives one, never to a script', async () => {
    const contents = [
      {
        image: '/logo.svg',
        alt: 'Food bank logo',
        name: 'Lakeland Community Food Bank',
        url: 'https://foodbank.example.org/',
      },
      { image: '/logo.svg', alt: 'Clinic logo', name: 'Lakeland Free Clinic', url: 'javascript:alert(1)' },
    ];
    fakeServer({ '/api/cms/local_commitment': { status: 'success', contents } });
    const el = mountWidget(widget);
    const link = await findByRole(el, 'link', { name: /Lakeland Community Food Bank/ });
    expect(link.getAttribute('href')).toBe('https://foodbank.example.org/');
    expect(el.querySelectorAll('a')).toHaveLength(1);
  });

  it('shows spec.md’s failure result, “No organisations found”, when the list cannot load', async () => {
    fakeServer({});
    const el = mountWidget(widget);
    expect((await findByRole(el, 'alert')).textContent).toContain('No organisations found');
  });
});

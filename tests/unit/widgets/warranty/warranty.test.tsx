// @vitest-environment happy-dom
import { getAllByRole, getByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import widget from '../../../../widgets/warranty';
import { mountWidget } from '../forms-test-kit';

describe('hb-warranty', () => {
  it('lists spec.md’s warranties, 10-year structural, two-year systems, one-year workmanship, and links to the service request page', () => {
    const el = mountWidget(widget);
    const region = getByRole(el, 'region', { name: 'Your new home warranty' });
    expect(getAllByRole(region, 'heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '10-year structural',
      'Two-year systems',
      'One-year workmanship',
    ]);
    expect(getByRole(el, 'link', { name: 'Request warranty service' }).getAttribute('href')).toBe('/service-request');
  });

  it('links where the editor says, but never to a script or another site', () => {
    expect(
      getByRole(mountWidget(widget, 'data-service-request-url="/care/request"'), 'link').getAttribute('href'),
    ).toBe('/care/request');
    expect(mountWidget(widget, 'data-service-request-url="javascript:alert(1)"').querySelector('a')).toBeNull();
    expect(mountWidget(widget, 'data-service-request-url="https://evil.example/x"').querySelector('a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { comparisonUrl, decodeComparison, encodeComparison } from '../../../../core/compare';

describe('a comparison in the address', () => {
  it('holds the ids in column order and reads them back', () => {
    const items = [
      { kind: 'home', id: 501 },
      { kind: 'plan', id: 101 },
      { kind: 'plan', id: 7 },
    ] as const;
    expect(encodeComparison(items)).toBe('home-501,plan-101,plan-7');
    expect(decodeComparison(encodeComparison(items))).toEqual({ items, rejected: [], overLimit: 0 });
  });

  it('builds the compare page’s address, keeping its other parameters and the commas readable', () => {
    const items = [
      { kind: 'plan', id: 101 },
      { kind: 'home', id: 501 },
    ] as const;
    expect(comparisonUrl('/compare', items)).toBe('/compare?compare=plan-101,home-501');
    expect(comparisonUrl('/compare?utm_source=mail&compare=plan-1', items)).toBe(
      '/compare?utm_source=mail&compare=plan-101,home-501',
    );
    expect(comparisonUrl('/compare?compare=plan-1', [])).toBe('/compare');
  });

  it('sets aside and names the parts that are no home or plan, and shows the rest', () => {
    expect(decodeComparison('home-abc,plan-101,villa-3,plan-0,<script>,home-501')).toEqual({
      items: [
        { kind: 'plan', id: 101 },
        { kind: 'home', id: 501 },
      ],
      rejected: ['home-abc', 'villa-3', 'plan-0', '<script>'],
      overLimit: 0,
    });
  });

  it('reads the address’s own encoding, spaces and case, and drops a repeat', () => {
    expect(decodeComparison(' Plan-101 , plan-101,,HOME-501 ').items).toEqual([
      { kind: 'plan', id: 101 },
      { kind: 'home', id: 501 },
    ]);
  });

  it('keeps the first 3 and counts the rest when an address names more', () => {
    expect(decodeComparison('plan-1,plan-2,plan-3,plan-4,home-5')).toEqual({
      items: [
        { kind: 'plan', id: 1 },
        { kind: 'plan', id: 2 },
        { kind: 'plan', id: 3 },
      ],
      rejected: [],
      overLimit: 2,
    });
  });

  it('reads nothing from an empty or missing value, and cuts a very long bad part', () => {
    expect(decodeComparison(null)).toEqual({ items: [], rejected: [], overLimit: 0 });
    expect(decodeComparison('')).toEqual({ items: [], rejected: [], overLimit: 0 });
    expect(decodeComparison('x'.repeat(500)).rejected).toEqual(['x'.repeat(40)]);
    expect(decodeComparison('plan-12345678901').rejected).toEqual(['plan-12345678901']);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../../../core/rules/floorplans/filters';
import { readFloorplanQuery, writeFloorplanQuery } from '../../../../../core/rules/floorplans/filter-query';

describe('floorplan filters in the address', () => {
  it('reads every filter and the sort from the query', () => {
    const view = readFloorplanQuery(
      new URLSearchParams('beds=4&baths=2.5&sqft=2000&min_price=250000&max_price=400000&on_your_lot=yes&sort=price'),
    );
    expect(view).toEqual({
      filters: { beds: 4, baths: 2.5, sqft: 2000, minPrice: 250_000, maxPrice: 400_000, onYourLot: true },
      sort: 'price',
    });
  });

  it('takes anything missing or malformed as all, and an unknown sort as the default', () => {
    expect(readFloorplanQuery(new URLSearchParams('beds=four&baths=&sqft=-1&on_your_lot=maybe&sort=name'))).toEqual({
      filters: NO_FILTERS,
      sort: 'sqft_low',
    });
  });

  it('writes only what is chosen and keeps the page’s other parameters', () => {
    const written = writeFloorplanQuery(new URLSearchParams('utm_source=mail&beds=3'), {
      filters: { ...NO_FILTERS, baths: 3, onYourLot: false },
      sort: 'sqft_low',
    });
    expect(written.toString()).toBe('utm_source=mail&baths=3&on_your_lot=no');
  });

  it('reads back what it wrote', () => {
    const view = {
      filters: { beds: 5, baths: 'all', sqft: 3000, minPrice: 'all', maxPrice: 500_000, onYourLot: 'all' } as const,
      sort: 'bed_low' as const,
    };
    expect(readFloorplanQuery(writeFloorplanQuery(new URLSearchParams(), view))).toEqual(view);
  });

  it('keeps two lists of one page apart with a prefix: each reads and writes only its own parameters', () => {
    const first = { filters: { ...NO_FILTERS, beds: 3 }, sort: 'price' as const };
    const second = { filters: { ...NO_FILTERS, beds: 5, sqft: 3000 }, sort: 'sqft_low' as const };
    const address = writeFloorplanQuery(
      writeFloorplanQuery(new URLSearchParams('utm_source=mail'), first),
      second,
      'homes2-',
    );
    expect(address.toString()).toBe('utm_source=mail&beds=3&sort=price&homes2-beds=5&homes2-sqft=3000');
    expect(readFloorplanQuery(address)).toEqual(first);
    expect(readFloorplanQuery(address, 'homes2-')).toEqual(second);
    expect(writeFloorplanQuery(address, { filters: NO_FILTERS, sort: 'sqft_low' }, 'homes2-').toString()).toBe(
      'utm_source=mail&beds=3&sort=price',
    );
  });
});

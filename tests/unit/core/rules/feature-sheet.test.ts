import { describe, expect, it } from 'vitest';
import { featureSheetUrl, HIGH_SIZE_SQFT } from '../../../../core/rules';

const all = { featuresHighPdf: '/docs/high.pdf', featuresLowPdf: '/docs/low.pdf', brochurePdf: '/docs/brochure.pdf' };

describe('featureSheetUrl (spec.md section 2)', () => {
  it('puts the line at 2000 sq ft', () => {
    expect(HIGH_SIZE_SQFT).toBe(2000);
  });
  it('gives a home of exactly 2000 sq ft the high-size features pdf', () => {
    expect(featureSheetUrl(2000, all)).toBe('/docs/high.pdf');
  });
  it('gives a larger home the high-size features pdf', () => {
    expect(featureSheetUrl(2850, all)).toBe('/docs/high.pdf');
  });
  it('gives a home of 1999 sq ft the low-size features pdf, even when there is a high-size one', () => {
    expect(featureSheetUrl(1999, all)).toBe('/docs/low.pdf');
  });
  it('gives a 2000 sq ft home the low-size pdf when the community has no high-size pdf', () => {
    expect(featureSheetUrl(2000, { ...all, featuresHighPdf: null })).toBe('/docs/low.pdf');
  });
  it('falls back to the community brochure when there is no low-size pdf (small home)', () => {
    expect(featureSheetUrl(1999, { ...all, featuresLowPdf: null })).toBe('/docs/brochure.pdf');
  });
  it('falls back to the brochure for a large home when neither features pdf exists', () => {
    expect(featureSheetUrl(2000, { brochurePdf: '/docs/brochure.pdf' })).toBe('/docs/brochure.pdf');
  });
  it('gives no link when the community has none of the three', () => {
    expect(featureSheetUrl(2000, {})).toBeUndefined();
    expect(featureSheetUrl(1999, { featuresHighPdf: null, featuresLowPdf: '', brochurePdf: null })).toBeUndefined();
  });
  it('treats an empty text as missing', () => {
    expect(featureSheetUrl(2400, { featuresHighPdf: '', featuresLowPdf: '/docs/low.pdf' })).toBe('/docs/low.pdf');
  });
});

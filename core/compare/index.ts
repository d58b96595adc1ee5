export type { CompareItem, CompareKind } from './compare-items';
export { COMPARE_LIMIT, fallbackName, itemKey, limitMessage } from './compare-items';
export { COMPARE_PARAM, comparisonUrl, encodeComparison } from './compare-address';
export type { DecodedComparison } from './decode-comparison';
export { decodeComparison } from './decode-comparison';
export { CompareToggle } from './compare-toggle';
export { useCompareStore, useCompareStoreApi } from './use-compare-store';

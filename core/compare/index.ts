export type { CompareItem, CompareKind } from './compare-items';
export { COMPARE_LIMIT, fallbackName, itemKey, limitMessage } from './compare-items';
export type { DecodedComparison } from './compare-address';
export { COMPARE_PARAM, comparisonUrl, decodeComparison, encodeComparison } from './compare-address';
export { CompareToggle } from './compare-toggle';
export { useCompareStore, useCompareStoreApi } from './use-compare-store';

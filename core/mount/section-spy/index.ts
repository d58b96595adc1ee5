export { useActiveSection, useSectionInAddress } from './use-active-section';
export { usePageAnchors } from './use-page-anchors';

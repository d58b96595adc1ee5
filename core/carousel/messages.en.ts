/** The carousel's and the gallery's words (docs/i18n.md). */
export default {
  previous: 'Previous image',
  next: 'Next image',
  status: 'Image {number} of {count}',
  slide: '{number} of {count}',
  zoomIn: 'Zoom in',
  zoomed: '{alt}, zoomed in',
  cannotShow: 'These pictures cannot be shown just now.',
  openAt: 'Open the gallery at picture {number} of {count}: {alt}',
  openAtMore: 'Open the gallery at picture {number} of {count}, {more} more pictures: {alt}',
  strip: '{name} pictures',
  dialog: '{name} gallery',
  floorPlan: 'Floor plan',
  floorPlanNumber: 'Floor plan {number}',
  floorPlanAlt: '{name} floor plan, {label}',
} as const;

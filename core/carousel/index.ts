export { Carousel, type CarouselCell, type CarouselProps } from './carousel';
export { slideStatus, THUMBNAILS_SHOWN } from './carousel-steps';
export { GalleryModal, type GalleryImage } from './gallery-modal';
export { floorPlanImages } from './floor-plan-images';
export { MediaGallery } from './media-gallery';

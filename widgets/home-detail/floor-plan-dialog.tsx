import { type GalleryImage, GalleryModal } from '../../core/carousel';

/** The home's floor plans in the gallery dialog (zoomable): its own chunk, loaded at the first click on a drawing. */
export function FloorPlanDialog(props: {
  open: boolean;
  onClose(): void;
  title: string;
  images: GalleryImage[];
  startAt: number;
}) {
  return <GalleryModal {...props} />;
}

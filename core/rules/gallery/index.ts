export {
  ALL_TAG,
  chosenTag,
  galleryTags,
  HERO_TAG,
  isGalleryPicture,
  showsPictureUnder,
  showsVideosUnder,
  VIDEOS_TAG,
} from './gallery-tags';

import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { Gallery } from './gallery';

/**
 * The new home gallery, or a community microsite's gallery: pictures and videos under tag
 * buttons (on a microsite the first is 'All'; otherwise the first tag is selected). A picture
 * opens the gallery dialog at that picture, a video plays in a dialog; the tag chosen is kept in
 * the address (?tag=; a page's second gallery ?gallery2-tag=), so it can be shared and
 * back/forward steps through it.
 */
export default defineWidget(
  'gallery',
  {
    /** The community whose microsite gallery this is; without it, the builder's new home gallery. */
    communityId: attr.id('12').optional,
    /** Names this gallery's tag in the address when a page holds two galleries (?east-tag=Kitchen). */
    listKey: attr.string('east').optional,
  },
  Gallery,
);

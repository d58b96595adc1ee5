import { useMemo, useState } from 'react';
import { addressPrefix } from '../../core/browser/address';
import { useText, useWidgetHost } from '../../core/mount';
import type { Video } from '../../core/api';
import { GalleryModal } from '../../core/carousel';
import { useRead } from '../../core/mount/read';
import { ALL_TAG, chosenTag, galleryTags, showsPictureUnder, showsVideosUnder } from '../../core/rules/gallery';
import { NothingFound, ReadView } from '../../core/ui/read';
import { VideoModal } from '../../core/ui/video';
import { GalleryGrid } from './gallery-grid';
import { galleryText } from './messages';
import { TagButtons } from './tag-buttons';
import { type GalleryContent, readGallery } from './read-gallery';
import { useTagInAddress } from './use-tag-in-address';
import './gallery.css';

export function Gallery({ communityId, listKey }: { communityId?: number; listKey?: string }) {
  const gallery = useRead((signal) => readGallery(communityId, signal), [communityId]);
  const t = useText(galleryText);
  return (
    <div className="hb-gallery">
      <ReadView
        read={gallery}
        loading={t('loading')}
        isEmpty={({ result }) => !result.pictures.length && !result.videos.length}
        empty={<NothingFound>{t('empty')}</NothingFound>}
      >
        {({ result }) => <TaggedGallery content={result} microsite={communityId !== undefined} listKey={listKey} />}
      </ReadView>
    </div>
  );
}

/** The tags, the grid of the chosen tag's pictures and videos, and the two dialogs. */
function TaggedGallery({
  content,
  microsite,
  listKey,
}: {
  content: GalleryContent;
  microsite: boolean;
  listKey?: string;
}) {
  const tags = useMemo(
    () => galleryTags(content.pictures, { all: microsite, videos: content.videos.length > 0 }),
    [content, microsite],
  );
  const { element } = useWidgetHost();
  const t = useText(galleryText);
  const prefix = useMemo(() => addressPrefix(element, 'gallery', listKey), [element, listKey]);
  const [inAddress, chooseInAddress] = useTagInAddress(prefix);
  const tag = chosenTag(tags, inAddress) ?? ALL_TAG;
  const pictures = useMemo(() => content.pictures.filter((p) => showsPictureUnder(p, tag)), [content, tag]);
  const videos = showsVideosUnder(tag) ? content.videos : [];
  const [viewing, setViewing] = useState<number | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);
  const images = useMemo(
    () => pictures.map((p) => ({ small: p.img.small, large: p.img.large, alt: p.alt })),
    [pictures],
  );

  return (
    <>
      <TagButtons tags={tags} pressed={tag} onPress={(next) => chooseInAddress(next, next === tags[0])} />
      <GalleryGrid pictures={pictures} videos={videos} onView={setViewing} onPlay={setPlaying} />
      <GalleryModal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={tag === ALL_TAG ? t('title') : t('titleTag', { tag })}
        images={images}
        startAt={viewing ?? 0}
      />
      <VideoModal
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title ?? ''}
        url={playing?.url ?? ''}
      />
    </>
  );
}

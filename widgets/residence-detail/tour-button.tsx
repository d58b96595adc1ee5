import { useState } from 'react';
import { youtubeEmbedUrl } from '../../core/security';
import { VideoModal } from '../../core/ui/video';
import { useText } from '../../core/mount';
import { residenceDetailText } from './messages';

/** The plan's tour (spec.md: the floorplan detail's "tour modal"): the one video dialog, its player only while open. */
export function TourButton({ name, videoCode }: { name: string; videoCode: string }) {
  const [open, setOpen] = useState(false);
  const t = useText(residenceDetailText);
  const url = youtubeEmbedUrl(videoCode);
  if (!url) return null; // a code that is not a YouTube id: no button that leads nowhere
  return (
    <>
      <button type="button" className="hb-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('tour')}
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} title={t('videoTitle', { name })} url={url} />
    </>
  );
}

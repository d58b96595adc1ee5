import { useState } from 'react';
import { youtubeEmbedUrl } from '../../core/security';
import { VideoModal } from '../../core/ui/video';
import { useText } from '../../core/mount';
import { floorplanDetailText } from './messages';

export function VideoTour({ planName, videoCode }: { planName: string; videoCode: string }) {
  const [open, setOpen] = useState(false);
  const t = useText(floorplanDetailText);
  const url = youtubeEmbedUrl(videoCode);
  if (!url) return null; // a code that is not a YouTube id: no button that leads nowhere
  return (
    <section className="hb-fp-detail__section">
      <h3 className="hb-fp-detail__section-title">{t('videoTour')}</h3>
      <button type="button" className="hb-button" onClick={() => setOpen(true)}>
        {t('watch', { name: planName })}
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} title={t('videoTitle', { name: planName })} url={url} />
    </section>
  );
}

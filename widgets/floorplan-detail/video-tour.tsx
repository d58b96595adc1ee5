import { useState } from 'react';
import { youtubeEmbedUrl } from '../../core/security';
import { VideoModal } from '../../core/ui/video';

export function VideoTour({ planName, videoCode }: { planName: string; videoCode: string }) {
  const [open, setOpen] = useState(false);
  const url = youtubeEmbedUrl(videoCode);
  if (!url) return null; // a code that is not a YouTube id: no button that leads nowhere
  return (
    <section className="hb-fp-detail__section">
      <h3 className="hb-fp-detail__section-title">Video tour</h3>
      <button type="button" className="hb-button" onClick={() => setOpen(true)}>
        Watch the {planName} video tour
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} title={`${planName} video tour`} url={url} />
    </section>
  );
}

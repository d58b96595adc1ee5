import { useState } from 'react';
import { Modal } from '../../core/ui';

/** YouTube without tracking cookies; the frame loads only when the visitor asks for it. */
const embedUrl = (code: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}?rel=0`;

export function VideoTour({ planName, videoCode }: { planName: string; videoCode: string }) {
  const [open, setOpen] = useState(false);
  const title = `${planName} video tour`;
  return (
    <section className="hb-fp-detail__section">
      <h3 className="hb-fp-detail__section-title">Video tour</h3>
      <button type="button" className="hb-button" onClick={() => setOpen(true)}>
        Watch the {planName} video tour
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="large">
        <div className="hb-fp-detail__video">
          <iframe src={embedUrl(videoCode)} title={title} allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
        </div>
      </Modal>
    </section>
  );
}

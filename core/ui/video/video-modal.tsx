import { videoEmbedUrl } from '../../security';
import { useText } from '../../mount/use-text';
import { videoText } from './messages';
import { Modal } from '../modal';
import './video-modal.css';

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and the player frame's title: the video's name. */
  title: string;
  /** The video's address from the API (YouTube or Vimeo; anything else is not played). */
  url: string;
}

/**
 * The one video dialog of the bundle. The player frame exists only while the dialog is open
 * (Modal renders its body only then): nothing loads from the video host before a visitor asks,
 * and closing removes the frame, which stops the video. Players come from the privacy-friendly
 * hosts (youtube-nocookie, Vimeo with dnt) and only for allowed video hosts.
 */
export function VideoModal({ open, onClose, title, url }: VideoModalProps) {
  const embed = videoEmbedUrl(url);
  const t = useText(videoText);
  return (
    <Modal open={open} onClose={onClose} title={title} size="large">
      {embed ? (
        <div className="hb-video-modal__frame">
          <iframe
            src={embed}
            title={title}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p role="alert" className="hb-video-modal__unavailable">
          {t('videoUnavailable')}
        </p>
      )}
    </Modal>
  );
}

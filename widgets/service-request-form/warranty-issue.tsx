import type { IssueKind, WarrantyItem } from '../../core/api/service';
import { usePageId, useText } from '../../core/mount';
import { text } from './messages';
import { useImageUploads } from './use-image-uploads';

interface WarrantyIssueProps {
  kind: IssueKind;
  issue: WarrantyItem;
  /** 1 for the first issue: how the visitor tells them apart. */
  number: number;
  update(change: (images: WarrantyItem['images']) => WarrantyItem['images']): void;
  onRemove(): void;
}

/**
 * One issue of the request: where, what, its pictures (each removable) and a picker for more,
 * with the upload's progress while a picture goes up (spec.md section 4), cleared afterwards.
 */
export function WarrantyIssue({ kind, issue, number, update, onRemove }: WarrantyIssueProps) {
  const uploads = useImageUploads(kind, issue, update);
  const id = usePageId('hb-warranty-issue');
  const t = useText(text);
  const name = t('issueName', { number, location: issue.location });
  const busy = uploads.current !== undefined;
  return (
    <li className="hb-service-request-form__issue">
      <h4 className="hb-service-request-form__issue-title" id={`${id}-title`}>
        {t('issueTitle', { number, location: issue.location })}
      </h4>
      <p className="hb-service-request-form__issue-text">{issue.description}</p>
      {issue.images.length ? (
        <ul className="hb-service-request-form__images" aria-label={t('picturesOf', { name })}>
          {issue.images.map((image) => (
            <li key={image.id} className="hb-service-request-form__image">
              <span className="hb-service-request-form__image-name">{image.name}</span>
              <button
                type="button"
                className="hb-button hb-button--secondary hb-service-request-form__small-button"
                disabled={uploads.removing === image.id}
                onClick={() => void uploads.remove(image)}
              >
                {t('remove')} <span className="hb-visually-hidden">{image.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="hb-service-request-form__picker">
        <label htmlFor={`${id}-pictures`} className="hb-form__label">
          {t('addPictures', { name })}
        </label>
        <p className="hb-form__hint" id={`${id}-hint`}>
          {t('picturesHint')}
        </p>
        <input
          id={`${id}-pictures`}
          className="hb-form__control hb-form__control--file"
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          aria-describedby={`${id}-hint ${id}-notes`}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // Cleared, so choosing the same picture again after a failure starts again.
            e.currentTarget.value = '';
            void uploads.choose(files);
          }}
        />
      </div>
      {uploads.current ? (
        <div className="hb-service-request-form__progress">
          <progress
            id={`${id}-progress`}
            max={100}
            value={uploads.current.percent}
            aria-label={t('uploadingLabel', { name: uploads.current.name })}
          />
          <span aria-hidden="true">{uploads.current.percent} %</span>
        </div>
      ) : null}
      {/* Announced when it changes: the start of an upload and its outcome, never each percent. */}
      <div id={`${id}-notes`} className="hb-service-request-form__notes" aria-live="polite">
        {uploads.current ? (
          <p className="hb-visually-hidden">{t('uploading', { name: uploads.current.name })}</p>
        ) : null}
        {uploads.notes.map((note) => (
          <p key={note.text} className={`hb-service-request-form__note hb-service-request-form__note--${note.tone}`}>
            {note.tone === 'error' ? <span className="hb-visually-hidden">{t('errorPrefix')}</span> : null}
            {note.text}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="hb-button hb-button--secondary hb-service-request-form__small-button"
        onClick={onRemove}
      >
        {t('removeIssue', { name })}
      </button>
    </li>
  );
}

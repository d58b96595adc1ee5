import { type KeyboardEvent, useState } from 'react';
import { createWarrantyItem, type IssueKind, type WarrantyItem } from '../../core/api/service';
import { specMessage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import { text } from './messages';

/** The server keeps a location of 100 characters and a description of 2,000. */
const LOCATION_MAX = 100;
const DESCRIPTION_MAX = 2000;

interface NewIssueProps {
  kind: IssueKind;
  /** The records field's control id: the location box, focused when the request has no issue yet. */
  controlId: string;
  /** The form's own error for the list (no issue yet), tied to the first box. */
  listError: string | undefined;
  onCreated(issue: WarrantyItem): void;
}

type Problems = Partial<Record<'location' | 'description', string>>;

/**
 * Where the next issue is and what is wrong, saved as an issue of its own (spec.md section 7:
 * /api/service-request-item/create) so its pictures can follow. Inside the request's form: its
 * button is a plain button, and Enter in the location box adds the issue instead of sending the request.
 */
export function NewIssue({ kind, controlId, listError, onCreated }: NewIssueProps) {
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const t = useText(text);
  const lang = useLang();
  const locationId = controlId;
  const descriptionId = `${controlId}-description`;
  const listErrorId = `${controlId}-error`;
  const failureId = `${controlId}-failure`;
  const locationProblemId = `${controlId}-location-problem`;
  const descriptionProblemId = `${controlId}-description-problem`;

  const add = async () => {
    if (saving) return;
    const found: Problems = {};
    if (!location.trim()) found.location = t('locationRequired');
    if (!description.trim()) found.description = t('descriptionRequired');
    setProblems(found);
    setFailure(undefined);
    if (found.location || found.description) {
      document.getElementById(found.location ? locationId : descriptionId)?.focus();
      return;
    }
    setSaving(true);
    const answer = await createWarrantyItem(kind, { location: location.trim(), description: description.trim() });
    setSaving(false);
    if (answer.status === 'failure') return setFailure(specMessage(answer.message, lang));
    setLocation('');
    setDescription('');
    onCreated(answer.item);
    document.getElementById(locationId)?.focus();
  };
  const addOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };
  const describedBy = (...list: (string | false | undefined)[]) => list.filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="hb-service-request-form__new">
      <legend className="hb-service-request-form__legend">{t('addIssue')}</legend>
      <div className="hb-form__field">
        <label htmlFor={locationId} className="hb-form__label">
          {t('location')}
        </label>
        <input
          id={locationId}
          className="hb-form__control"
          type="text"
          maxLength={LOCATION_MAX}
          placeholder={t('locationPlaceholder')}
          value={location}
          aria-invalid={problems.location || listError ? true : undefined}
          aria-describedby={describedBy(problems.location && locationProblemId, listError && listErrorId)}
          onInput={(e) => setLocation(e.currentTarget.value)}
          onKeyDown={addOnEnter}
        />
        {problems.location ? (
          <p className="hb-form__error" id={locationProblemId}>
            {problems.location}
          </p>
        ) : null}
        {listError ? (
          <p className="hb-form__error" id={listErrorId}>
            <span className="hb-visually-hidden">{t('errorPrefix')}</span>
            {listError}
          </p>
        ) : null}
      </div>
      <div className="hb-form__field">
        <label htmlFor={descriptionId} className="hb-form__label">
          {t('whatIsWrong')}
        </label>
        <textarea
          id={descriptionId}
          className="hb-form__control"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={description}
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={problems.description ? descriptionProblemId : undefined}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
        {problems.description ? (
          <p className="hb-form__error" id={descriptionProblemId}>
            {problems.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="hb-button hb-button--secondary"
        disabled={saving}
        aria-describedby={failure ? failureId : undefined}
        onClick={() => void add()}
      >
        {saving ? t('adding') : t('addThisIssue')}
      </button>
      <p id={failureId} className="hb-form__error" aria-live="polite">
        {failure}
      </p>
    </fieldset>
  );
}

import { useEffect, useRef, useState } from 'react';
import { getWarrantyItems, type IssueKind, type WarrantyItem } from '../../core/api/service';
import type { RecordsEditorProps } from '../../core/forms/react';
import { usePageId, useText } from '../../core/mount';
import { text } from './messages';
import { NewIssue } from './new-issue';
import { WarrantyIssue } from './warranty-issue';

/**
 * The request's warranty issues (spec.md section 3: location, description, images): those added
 * so far, each with its pictures, and the boxes for the next. The form's value is their ids.
 * After a reload the draft still holds the ids: the issues come back from the server.
 */
export function WarrantyIssues({
  kind,
  field,
  controlId,
  value,
  error,
  onChange,
}: RecordsEditorProps & { kind: IssueKind }) {
  const [issues, setIssues] = useState<WarrantyItem[]>([]);
  const latest = useRef(issues);
  const headingId = usePageId('hb-warranty-issues');
  const t = useText(text);
  const change = (next: WarrantyItem[]) => {
    latest.current = next;
    setIssues(next);
    onChange(next.map((i) => String(i.id)));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft's ids: later changes come from this editor itself
  useEffect(() => {
    if (!value.length) return;
    const controller = new AbortController();
    void getWarrantyItems({ signal: controller.signal }).then((read) => {
      if (controller.signal.aborted || latest.current.length) return;
      change(read.status === 'success' ? read.results.filter((i) => value.includes(String(i.id))) : []);
    });
    return () => controller.abort();
  }, []);

  return (
    <section
      className="hb-form__field hb-form__field--full hb-service-request-form__issues"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="hb-service-request-form__heading">
        {field.label}
        {field.required ? (
          <span className="hb-form__asterisk" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </h3>
      {issues.length ? (
        <ol className="hb-service-request-form__list">
          {issues.map((issue, index) => (
            <WarrantyIssue
              key={issue.id}
              kind={kind}
              issue={issue}
              number={index + 1}
              update={(edit) => {
                const next = latest.current.map((i) => (i.id === issue.id ? { ...i, images: edit(i.images) } : i));
                latest.current = next;
                setIssues(next);
              }}
              onRemove={() => change(latest.current.filter((i) => i.id !== issue.id))}
            />
          ))}
        </ol>
      ) : (
        <p className="hb-form__hint">{t('noIssues')}</p>
      )}
      {issues.length < field.maxItems ? (
        <NewIssue
          kind={kind}
          controlId={controlId}
          listError={error}
          onCreated={(issue) => change([...latest.current, issue])}
        />
      ) : null}
    </section>
  );
}

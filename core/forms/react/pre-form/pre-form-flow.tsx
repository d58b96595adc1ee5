import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/modal';
import type { FormValues } from '../../engine/field-spec';
import type { FormDefinition } from '../../engine/form-definition';
import { Form } from '../form';
import './pre-form-flow.css';

export interface AnotherDialog {
  title: string;
  text: string;
  /** The button that offers the pre-form again, emptied and focused. */
  again: string;
  done: string;
}

interface PreFormFlowProps {
  pre: FormDefinition;
  main: FormDefinition;
  another: AnotherDialog;
}

/**
 * spec.md section 4's pre-referral and pre-twelve-days forms. The pre-form goes first; when the
 * server's answer has a message, the message stays and the main form follows, filled with what
 * the pre-form asked. When it has none, the pre-form is shown again, empty, and the
 * submit-another-referral dialog opens.
 */
export function PreFormFlow({ pre, main, another }: PreFormFlowProps) {
  const [carried, setCarried] = useState<FormValues | null>(null);
  const [asking, setAsking] = useState(false);
  // A new round (after the main form's success) starts with a fresh pre-form.
  const [round, setRound] = useState(0);
  const [focusFirst, setFocusFirst] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  // After the dialog has handed focus back (its effect runs first), "again" starts on the first field.
  useEffect(() => {
    if (focusFirst)
      root.current?.querySelector<HTMLElement>('form:not([hidden]) :is(input, select, textarea)')?.focus();
  }, [focusFirst]);

  const startAgain = () => {
    setAsking(false);
    setFocusFirst((n) => n + 1);
  };

  return (
    <div ref={root} className="hb-pre-form-flow">
      <Form
        key={round}
        definition={pre}
        onSuccess={(response, { restart, values }) => {
          if (response.message?.trim()) setCarried(values);
          else {
            restart();
            setAsking(true);
          }
        }}
      />
      {carried ? (
        <Form
          key={`main-${round}`}
          definition={main}
          initialValues={carried}
          successContent={() => (
            <button
              type="button"
              className="hb-button hb-button--secondary"
              onClick={() => {
                setCarried(null);
                setRound((n) => n + 1);
                setFocusFirst((n) => n + 1);
              }}
            >
              {another.again}
            </button>
          )}
        />
      ) : null}
      <Modal open={asking} onClose={() => setAsking(false)} title={another.title} size="small">
        <p>{another.text}</p>
        <div className="hb-pre-form-flow__actions">
          <button type="button" className="hb-button" onClick={startAgain}>
            {another.again}
          </button>
          <button type="button" className="hb-button hb-button--secondary" onClick={() => setAsking(false)}>
            {another.done}
          </button>
        </div>
      </Modal>
    </div>
  );
}

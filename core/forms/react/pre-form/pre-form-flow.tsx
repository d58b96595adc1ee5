import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { defineCatalog } from '../../../i18n/registry';
import { useText } from '../../../mount/use-text';
import type { FormValues } from '../../engine/field-spec';
import type { FormDefinition } from '../../engine/form-definition';
import { Form } from '../form';
import en from './messages.en';
import './pre-form-flow.css';

const preFormText = defineCatalog(en, () => import('./messages.es'));

interface PreFormFlowProps {
  pre: FormDefinition;
  main: FormDefinition;
  /** What the submit-another dialog offers: another referral, or another twelve-days entry. */
  another: 'referral' | 'entry';
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
  const t = useText(preFormText);
  // The button that offers the pre-form again, emptied and focused.
  const again = another === 'entry' ? t('enterAgain') : t('referAgain');

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
              {again}
            </button>
          )}
        />
      ) : null}
      <Modal open={asking} onClose={() => setAsking(false)} title={t('anotherTitle')} size="small">
        <p>{another === 'entry' ? t('entryDone') : t('referralDone')}</p>
        <div className="hb-pre-form-flow__actions">
          <button type="button" className="hb-button" onClick={startAgain}>
            {again}
          </button>
          <button type="button" className="hb-button hb-button--secondary" onClick={() => setAsking(false)}>
            {t('noThanks')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

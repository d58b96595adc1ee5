import { useState } from 'react';
import { FORM_FAILURE_MESSAGE } from '../../core/api';
import { realtorReferralForm } from '../../core/forms/declarations/realtor-referral';
import { Form } from '../../core/forms/react';
import { Modal } from '../../core/ui';
import { ProgramTerms } from './program-terms';
import './realtor-referral-form.css';

/**
 * spec.md section 2: the realtor referral page with its referral-program dialog (the terms a
 * realtor reads before registering a client) and its registration-error dialog (a registration
 * the server did not take; the form keeps every value behind it).
 */
export function RealtorReferralForm() {
  const [terms, setTerms] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="hb-realtor-referral">
      <p className="hb-realtor-referral__terms">
        <button
          type="button"
          className="hb-button hb-button--secondary"
          aria-haspopup="dialog"
          onClick={() => setTerms(true)}
        >
          How the referral program works
        </button>
      </p>
      <Form definition={realtorReferralForm} onFailure={() => setFailed(true)} />
      <Modal open={terms} onClose={() => setTerms(false)} title="Our realtor referral program">
        <ProgramTerms />
      </Modal>
      <Modal open={failed} onClose={() => setFailed(false)} title="Registration error" size="small">
        <p>{FORM_FAILURE_MESSAGE}</p>
        <p>
          Your client was not registered yet. Everything you typed is still in the form: check it and send it again.
        </p>
        <div className="hb-realtor-referral__actions">
          <button type="button" className="hb-button" onClick={() => setFailed(false)}>
            Back to the form
          </button>
        </div>
      </Modal>
    </div>
  );
}

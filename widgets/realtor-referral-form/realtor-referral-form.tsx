import { useState } from 'react';
import { FORM_FAILURE_MESSAGE } from '../../core/api';
import { realtorReferralForm } from '../../core/forms/declarations/realtor-referral';
import { Form } from '../../core/forms/react';
import { Modal } from '../../core/ui';
import { formWords } from '../../core/forms/engine';
import { specMessage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import { text } from './messages';
import { ProgramTerms } from './program-terms';
import './realtor-referral-form.css';

/**
 * spec.md section 2: the realtor referral page with its referral-program dialog (the terms a
 * realtor reads before registering a client) and its registration-error dialog (a registration
 * the server did not take; the form keeps every value behind it). With `modal` (the for-realtors
 * page, beside the realtor program's dialog) the referral program dialog holds the terms and the
 * form, opened by 'Register a client'; the registration-error dialog opens above it.
 */
export function RealtorReferralForm({ modal = false }: { modal?: boolean }) {
  const [program, setProgram] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useText(text);
  const lang = useLang();
  const form = <Form definition={realtorReferralForm} headingLevel={modal ? 3 : 2} onFailure={() => setFailed(true)} />;
  return (
    <div className={`hb-realtor-referral${modal ? ' hb-realtor-referral--modal' : ''}`}>
      <p className="hb-realtor-referral__terms">
        <button
          type="button"
          className={modal ? 'hb-button hb-form__trigger' : 'hb-button hb-button--secondary'}
          aria-haspopup="dialog"
          onClick={() => setProgram(true)}
        >
          {modal ? formWords(realtorReferralForm, lang)(realtorReferralForm.title) : t('howItWorks')}
        </button>
      </p>
      {modal ? null : form}
      <Modal
        open={program}
        onClose={() => setProgram(false)}
        title={t('programTitle')}
        size={modal ? 'large' : 'medium'}
      >
        <ProgramTerms />
        {modal ? form : null}
      </Modal>
      <Modal open={failed} onClose={() => setFailed(false)} title={t('registrationError')} size="small">
        <p>{specMessage(FORM_FAILURE_MESSAGE, lang)}</p>
        <p>{t('notRegistered')}</p>
        <div className="hb-realtor-referral__actions">
          <button type="button" className="hb-button" onClick={() => setFailed(false)}>
            {t('backToForm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

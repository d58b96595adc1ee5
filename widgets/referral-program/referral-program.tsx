import { preReferralForm, referralProgramForm } from '../../core/forms/declarations/referral-program';
import { PreFormFlow } from '../../core/forms/react/pre-form';

const ANOTHER = {
  title: 'Submit another referral?',
  text: 'Thank you! We already have your details, so your referral is complete. Would you like to refer someone else?',
  again: 'Refer someone else',
  done: 'No, thanks',
};

export function ReferralProgram() {
  return <PreFormFlow pre={preReferralForm} main={referralProgramForm} another={ANOTHER} />;
}

import { preReferralForm, referralProgramForm } from '../../core/forms/declarations/referral-program';
import { PreFormFlow } from '../../core/forms/react/pre-form';

export function ReferralProgram() {
  return <PreFormFlow pre={preReferralForm} main={referralProgramForm} another="referral" />;
}

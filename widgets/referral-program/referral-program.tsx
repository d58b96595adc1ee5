import { preReferralForm, referralProgramForm } from '../../core/forms/declarations/referral-program';
import { PreFormFlow } from '../../core/forms/react/pre-form';
import { useText } from '../../core/mount';
import { referralText } from './messages';

export function ReferralProgram() {
  const t = useText(referralText);
  const another = { title: t('anotherTitle'), text: t('anotherText'), again: t('again'), done: t('done') };
  return <PreFormFlow pre={preReferralForm} main={referralProgramForm} another={another} />;
}

import { preTwelveDaysForm, twelveDaysForm } from '../../core/forms/declarations/twelve-days';
import { PreFormFlow } from '../../core/forms/react/pre-form';

const ANOTHER = {
  title: 'Submit another referral?',
  text: 'Thank you! We already have your details, so your entry is complete. Would you like to enter someone else too?',
  again: 'Enter someone else',
  done: 'No, thanks',
};

export function TwelveDaysForm() {
  return <PreFormFlow pre={preTwelveDaysForm} main={twelveDaysForm} another={ANOTHER} />;
}

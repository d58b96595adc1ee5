import { preTwelveDaysForm, twelveDaysForm } from '../../core/forms/declarations/twelve-days';
import { PreFormFlow } from '../../core/forms/react/pre-form';

export function TwelveDaysForm() {
  return <PreFormFlow pre={preTwelveDaysForm} main={twelveDaysForm} another="entry" />;
}

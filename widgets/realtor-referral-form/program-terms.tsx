import { useText } from '../../core/mount';
import { text } from './messages';

/** The referral program's terms, as the realtor page states them (the demo builder's own wording). */
export function ProgramTerms() {
  const t = useText(text);
  return (
    <div className="hb-realtor-referral__program">
      <p>{t('termsIntro')}</p>
      <ul>
        <li>{t('termsRegister')}</li>
        <li>{t('termsComeAlong')}</li>
        <li>{t('termsHolds')}</li>
        <li>{t('termsPaid')}</li>
      </ul>
      <p>{t('termsQuestions')}</p>
    </div>
  );
}

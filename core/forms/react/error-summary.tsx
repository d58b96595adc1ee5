import { focusInvalidField } from '../engine/focus-invalid-field';
import { useText } from '../../mount/use-text';
import { formText } from '../engine/form-text';
import type { FieldError } from '../engine/validate-form';

interface ErrorSummaryProps {
  errors: FieldError[];
  controlId(name: string): string;
}

/** Every problem of the form in one list, each a link to its field (WCAG 3.3.1). */
export function ErrorSummary({ errors, controlId }: ErrorSummaryProps) {
  const t = useText(formText);
  if (!errors.length) return null;
  return (
    <div className="hb-form__summary">
      <p className="hb-form__summary-title">{t('summary', { count: errors.length })}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.name}>
            <a
              href={`#${controlId(e.name)}`}
              onClick={(event) => {
                // Focus the field without touching the address: CMS pages react to hash changes.
                event.preventDefault();
                const control = document.getElementById(controlId(e.name));
                if (control) focusInvalidField(control);
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

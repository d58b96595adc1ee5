import { forwardRef } from 'react';
import type { FormLifecycle } from '../engine/lifecycle';

/**
 * The result message with its status (data-status: success or failure), in a live region that is
 * always there, so screen readers announce it when it changes (role="status"). It takes focus
 * too, since the button the visitor pressed is hidden.
 */
export const FormStatus = forwardRef<HTMLDivElement, { lifecycle: FormLifecycle }>(function FormStatus(
  { lifecycle },
  ref,
) {
  const { message, outcome } = lifecycle;
  return (
    <div ref={ref} className="hb-form__status" role="status" tabIndex={-1}>
      {message && outcome ? (
        <p className={`hb-form__result hb-form__result--${outcome}`} data-status={outcome}>
          {message}
        </p>
      ) : null}
    </div>
  );
});

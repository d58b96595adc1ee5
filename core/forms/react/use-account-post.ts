import { useCallback, useState } from 'react';
import type { FormResponse } from '../../api/schemas/results';
import { postForm } from '../../api/writes';
import { useWidgetHost } from '../../mount/widget-context';
import { navigateTo } from '../../browser/navigate';

/**
 * spec.md section 4 for account forms: a loader while sending, then the server's message.
 * Success either leaves the page (login, create account, forgot password) or keeps the form
 * (profile, change password); failure shows the message and the form again.
 */
export type AccountPhase = 'editing' | 'sending' | 'leaving';

export interface AccountPostState {
  phase: AccountPhase;
  message: string | null;
  outcome: 'success' | 'failure' | null;
}

export const ACCOUNT_POST_START: AccountPostState = { phase: 'editing', message: null, outcome: null };

export interface AccountPostOptions {
  /** Where success goes (spec.md section 4); without it the form stays. */
  redirectTo?: string;
  /** Shown on success when the server sends no message. */
  successMessage: string;
}

export function useAccountPost(path: string, { redirectTo, successMessage }: AccountPostOptions) {
  const { signal } = useWidgetHost();
  const [state, setState] = useState<AccountPostState>(ACCOUNT_POST_START);

  /** Shows an answer without sending (a rule checked in the browser, such as the password rule). */
  const show = useCallback((response: FormResponse) => {
    setState({ phase: 'editing', message: response.message ?? null, outcome: response.status });
  }, []);

  const send = useCallback(
    async (values: Record<string, string>) => {
      setState({ phase: 'sending', message: null, outcome: null });
      const response = await postForm(path, values, { encoding: 'form', signal });
      if (signal.aborted) return;
      if (response.status === 'success') {
        setState({ phase: redirectTo ? 'leaving' : 'editing', message: response.message?.trim() || successMessage, outcome: 'success' });
        if (redirectTo) navigateTo(redirectTo);
      } else {
        show(response);
      }
      return response;
    },
    [path, redirectTo, successMessage, signal, show],
  );

  return { state, send, show };
}

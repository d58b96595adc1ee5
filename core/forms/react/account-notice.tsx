import { useEffect, useState } from 'react';
import { takeAccountNotice } from '../engine/account-notice';
import './account-notice.css';

/**
 * The message an account form left for this page (spec.md section 4: login, create-account and
 * forgot-password "loader, then message"), said again where the visitor lands. The live region is
 * on the page first and filled after, so screen readers announce it.
 */
export function AccountNotice() {
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => setMessage(takeAccountNotice()), []);
  return (
    <div className="hb-account-notice" role="status">
      {message ? <p className="hb-account-notice__message">{message}</p> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** "Nothing matches": a neutral note, not an alert (nothing went wrong), with an optional action such as "Clear filters". */
export function NothingFound({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="hb-nothing-found">
      <p className="hb-nothing-found__text">{children}</p>
      {action}
    </div>
  );
}

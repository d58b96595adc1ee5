import type { ReactNode } from 'react';

/**
 * "Nothing matches": a neutral note, not an alert (nothing went wrong), with an optional action such
 * as "Clear filters". `replacesWidget`: the note is all the widget shows (a team member who left),
 * so it keeps the box widgets.css held for the widget and the page below does not move.
 */
export function NothingFound({
  children,
  action,
  replacesWidget = false,
}: {
  children: ReactNode;
  action?: ReactNode;
  replacesWidget?: boolean;
}) {
  return (
    <div className={replacesWidget ? 'hb-nothing-found hb-nothing-found--whole' : 'hb-nothing-found'}>
      <p className="hb-nothing-found__text">{children}</p>
      {action}
    </div>
  );
}

import {
  BUILD_DAYS,
  CLOSE_DAYS,
  CONTRACT_TO_START_DAYS,
  type DaySpan,
  formatDaySpan,
  WARRANTIES,
} from '../../core/rules/about';
import type { Step } from './step-slideshow';

/** A stage's length, from spec.md section 9's constants. */
function Duration({ label, span }: { label: string; span: DaySpan }) {
  return (
    <p className="hb-building-process__duration">
      <span className="hb-building-process__duration-label">{label}:</span> <strong>{formatDaySpan(span)}</strong>
    </p>
  );
}

/** spec.md "Building process: 8-step slideshow", with section 9's durations and warranties. */
export function buildingSteps(serviceRequestHref: string | undefined): Step[] {
  return [
    {
      title: 'Visit a model center',
      content: (
        <p>
          Meet a sales specialist, walk through our decorated models and compare communities across Polk County. Bring
          your questions: there is no such thing as too many.
        </p>
      ),
    },
    {
      title: 'Choose your home and homesite',
      content: (
        <p>
          Pick the floorplan that fits the way you live and the homesite that fits your view, your commute and your
          budget. Building on your own land? We can do that too.
        </p>
      ),
    },
    {
      title: 'Sign your contract',
      content: (
        <>
          <p>
            Your sales specialist walks you through the purchase agreement, your deposit and your lender’s pre-approval.
            Then we pull permits and prepare your homesite.
          </p>
          <Duration label="From contract to start of construction" span={CONTRACT_TO_START_DAYS} />
        </>
      ),
    },
    {
      title: 'Personalize your home',
      content: (
        <p>
          At our design studio you choose flooring, cabinets, counters, fixtures and colours with a design consultant,
          while permits and site work move ahead.
        </p>
      ),
    },
    {
      title: 'Construction begins',
      content: (
        <>
          <p>
            We pour the foundation, frame the walls and dry in the roof. Your construction manager keeps you up to date
            at every stage.
          </p>
          <Duration label="Building your home" span={BUILD_DAYS} />
        </>
      ),
    },
    {
      title: 'Walk-throughs',
      content: (
        <p>
          Walk your home with your construction manager before the drywall goes up, so you see what is inside the walls,
          and again near completion to check every finish.
        </p>
      ),
    },
    {
      title: 'Close and move in',
      content: (
        <>
          <p>After the final inspection and your walk-through, you sign your loan documents and get your keys.</p>
          <Duration label="From completion to closing" span={CLOSE_DAYS} />
        </>
      ),
    },
    {
      title: 'Warranty and homeowner care',
      content: (
        <>
          <p>Every home comes with our new home warranty:</p>
          <ul className="hb-building-process__warranties">
            {WARRANTIES.map((w) => (
              <li key={w.covers}>
                <strong>{w.term}</strong> {w.covers} warranty
              </li>
            ))}
          </ul>
          {serviceRequestHref ? (
            <p>
              <a className="hb-building-process__link" href={serviceRequestHref}>
                Request warranty service
              </a>
            </p>
          ) : null}
        </>
      ),
    },
  ];
}

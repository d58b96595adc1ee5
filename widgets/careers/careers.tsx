import { getCareers } from '../../core/api/reads/career';
import { useRead } from '../../core/mount/read';
import { formatDate } from '../../core/forms/engine';
import { careerPath } from '../../core/rules/careers';
import { NothingFound, ReadView } from '../../core/ui/read';
import './careers.css';

export function Careers() {
  const careers = useRead((signal) => getCareers({ signal }), []);
  return (
    <ReadView
      read={careers}
      loading="Loading open positions…"
      className="hb-careers"
      minHeight="20rem"
      empty={<NothingFound>We have no open positions right now. Check back soon.</NothingFound>}
    >
      {({ results }) => (
        <>
          <p className="hb-careers__count">
            {results.length === 1 ? '1 open position' : `${results.length} open positions`}
          </p>
          <ul className="hb-careers__list">
            {/* Newest first: a job seeker looks for what just opened. */}
            {[...results]
              .sort((a, b) => (a.posted < b.posted ? 1 : a.posted > b.posted ? -1 : 0))
              .map((career) => (
                <li key={career.id} className="hb-careers__item">
                  <h3 className="hb-careers__title">
                    <a href={careerPath(career.id)}>{career.title}</a>
                  </h3>
                  <p className="hb-careers__facts">
                    {career.department} · {career.location} · {career.employment_type}
                  </p>
                  <p className="hb-careers__posted">Posted {formatDate(career.posted)}</p>
                </li>
              ))}
          </ul>
        </>
      )}
    </ReadView>
  );
}

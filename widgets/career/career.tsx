import type { Career as CareerRecord } from '../../core/api';
import { getCareer } from '../../core/api/reads/career';
import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import { formatDate } from '../../core/forms/engine';
import { FileControl, Form } from '../../core/forms/react';
import { useRead } from '../../core/mount/read';
import { careerFromPath } from '../../core/rules/careers';
import { CmsHtml, withSanitizer } from '../../core/ui/cms-html';
import { NothingFound, ReadView } from '../../core/ui/read';
import './career.css';

const CAREERS_PAGE = '/careers';

export function Career({ careerId }: { careerId?: number }) {
  const id = careerId ?? careerFromPath(location.pathname);
  if (id === undefined)
    return (
      <NothingFound action={<a href={CAREERS_PAGE}>See all open positions</a>} replacesWidget>
        This page names no position.
      </NothingFound>
    );
  return <CareerRead id={id} />;
}

function CareerRead({ id }: { id: number }) {
  // The description is CMS HTML: the position shows once it can show formatted, so nothing below it moves.
  const career = useRead((signal) => withSanitizer(getCareer(id, { signal })), [id]);
  return (
    <ReadView read={career} loading="Loading the position…" minHeight="30rem" className="hb-career">
      {({ result }) => <Position career={result} />}
    </ReadView>
  );
}

function Position({ career }: { career: CareerRecord }) {
  return (
    <article className="hb-career__article">
      <a className="hb-career__back" href={CAREERS_PAGE}>
        All open positions
      </a>
      <h2 className="hb-career__title">{career.title}</h2>
      <dl className="hb-career__facts">
        <div>
          <dt>Department</dt>
          <dd>{career.department}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{career.location}</dd>
        </div>
        <div>
          <dt>Schedule</dt>
          <dd>{career.employment_type}</dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>{formatDate(career.posted)}</dd>
        </div>
      </dl>
      <CmsHtml className="hb-career__description" html={career.description} />
      <div className="hb-career__apply">
        <Form
          definition={careerApplicationForm}
          controls={{ file: FileControl }}
          about={{ selected_careers: [career.id] }}
          headingLevel={3}
        />
      </div>
    </article>
  );
}

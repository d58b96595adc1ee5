import type { Career as CareerRecord } from '../../core/api';
import { getCareer } from '../../core/api/reads/career';
import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import { formatDate } from '../../core/forms/engine';
import { FileControl, Form } from '../../core/forms/react';
import { useLang, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { careerFromPath } from '../../core/rules/careers';
import { CmsHtml, withSanitizer } from '../../core/ui/cms-html';
import { NothingFound, ReadView } from '../../core/ui/read';
import { careerText } from './messages';
import './career.css';

const CAREERS_PAGE = '/careers';

export function Career({ careerId }: { careerId?: number }) {
  const id = careerId ?? careerFromPath(location.pathname);
  const t = useText(careerText);
  if (id === undefined)
    return (
      <NothingFound action={<a href={CAREERS_PAGE}>{t('seeAll')}</a>} replacesWidget>
        {t('noPosition')}
      </NothingFound>
    );
  return <CareerRead id={id} />;
}

function CareerRead({ id }: { id: number }) {
  // The description is CMS HTML: the position shows once it can show formatted, so nothing below it moves.
  const career = useRead((signal) => withSanitizer(getCareer(id, { signal })), [id]);
  const t = useText(careerText);
  return (
    <ReadView read={career} loading={t('loading')} minHeight="30rem" className="hb-career">
      {({ result }) => <Position career={result} />}
    </ReadView>
  );
}

function Position({ career }: { career: CareerRecord }) {
  const t = useText(careerText);
  const lang = useLang();
  return (
    <article className="hb-career__article">
      <a className="hb-career__back" href={CAREERS_PAGE}>
        {t('back')}
      </a>
      <h2 className="hb-career__title">{career.title}</h2>
      <dl className="hb-career__facts">
        <div>
          <dt>{t('department')}</dt>
          <dd>{career.department}</dd>
        </div>
        <div>
          <dt>{t('location')}</dt>
          <dd>{career.location}</dd>
        </div>
        <div>
          <dt>{t('schedule')}</dt>
          <dd>{career.employment_type}</dd>
        </div>
        <div>
          <dt>{t('posted')}</dt>
          <dd>{formatDate(career.posted, lang)}</dd>
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

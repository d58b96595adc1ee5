import { getCareers } from '../../core/api/reads/career';
import { useLang, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { formatDate } from '../../core/forms/engine';
import { careerPath } from '../../core/rules/careers';
import { NothingFound, ReadView } from '../../core/ui/read';
import { careersText } from './messages';
import './careers.css';

export function Careers() {
  const careers = useRead((signal) => getCareers({ signal }), []);
  const t = useText(careersText);
  const lang = useLang();
  return (
    <ReadView
      read={careers}
      loading={t('loading')}
      className="hb-careers"
      minHeight="20rem"
      empty={<NothingFound>{t('empty')}</NothingFound>}
    >
      {({ results }) => (
        <>
          <p className="hb-careers__count">{t('count', { count: results.length })}</p>
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
                  <p className="hb-careers__posted">{t('posted', { date: formatDate(career.posted, lang) })}</p>
                </li>
              ))}
          </ul>
        </>
      )}
    </ReadView>
  );
}

import { getTeam } from '../../core/api/reads/people';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { memberPath } from '../../core/rules/team';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { teamText } from './messages';
import './team.css';

/** The photo's width in the grid (team.css; measured 164 px at 375, 211 px at 1280). */
const TEAM_PHOTO_SIZES = '(min-width: 40rem) 14rem, 45vw';

/** spec.md section 2, "Our team list": photo, name and title, each linking to the member's page. */
export function Team() {
  const team = useRead((signal) => getTeam({ signal }), []);
  const headingId = usePageId('hb-team-heading');
  const t = useText(teamText);
  return (
    <section className="hb-team" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-team__heading">
        {t('heading')}
      </h2>
      <ReadView read={team} loading={t('loading')} empty={<NothingFound>{t('empty')}</NothingFound>}>
        {({ results }) => (
          <ul className="hb-team__grid">
            {results.map((member, i) => {
              const photo = apiUrl(member.photo);
              return (
                <li key={member.id} className="hb-team__member">
                  {photo ? (
                    <img
                      className="hb-team__photo"
                      src={photo}
                      srcSet={apiSrcSet(member.photo_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
                      sizes={TEAM_PHOTO_SIZES}
                      alt=""
                      width={240}
                      height={240}
                      loading={i ? 'lazy' : undefined}
                      fetchPriority={i ? undefined : 'high'}
                      decoding="async"
                    />
                  ) : null}
                  <h3 className="hb-team__name">
                    <a href={memberPath(member.seo_name)}>{member.name}</a>
                  </h3>
                  <p className="hb-team__title">{member.title}</p>
                </li>
              );
            })}
          </ul>
        )}
      </ReadView>
    </section>
  );
}

import type { ListResult, TeamMember } from '../../core/api';
import { getTeam } from '../../core/api/reads/people';
import { useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { memberFromPath, TEAM_PATH } from '../../core/rules/team';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { memberText } from './messages';
import './team-member.css';

function Back() {
  const t = useText(memberText);
  return (
    <a className="hb-team-member__back" href={TEAM_PATH}>
      {t('back')}
    </a>
  );
}

/** spec.md section 2, "member detail (found by member seo_name)". */
export function TeamMemberPage({ seoName }: { seoName?: string }) {
  const wanted = seoName || memberFromPath(location.pathname);
  const team = useRead((signal) => getTeam({ signal }), []);
  const t = useText(memberText);
  const isUnknown = (read: Extract<ListResult<TeamMember>, { status: 'success' }>) =>
    !read.results.some((m) => m.seo_name === wanted);
  return (
    <div className="hb-team-member">
      <ReadView
        read={team}
        loading={t('loading')}
        isEmpty={isUnknown}
        empty={
          <NothingFound action={<Back />} replacesWidget>
            {wanted ? t('unknown', { name: wanted }) : t('unnamed')}
          </NothingFound>
        }
      >
        {({ results }) => {
          const member = results.find((m) => m.seo_name === wanted)!;
          const photo = apiUrl(member.photo);
          return (
            <article className="hb-team-member__card">
              {photo ? (
                <img
                  className="hb-team-member__photo"
                  src={photo}
                  srcSet={apiSrcSet(member.photo_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
                  sizes="20rem"
                  alt={t('portrait', { name: member.name })}
                  width={320}
                  height={320}
                  fetchPriority="high"
                  decoding="async"
                />
              ) : null}
              <div className="hb-team-member__text">
                <h2 className="hb-team-member__name">{member.name}</h2>
                <p className="hb-team-member__title">{member.title}</p>
                <p className="hb-team-member__bio">{member.bio}</p>
                <Back />
              </div>
            </article>
          );
        }}
      </ReadView>
    </div>
  );
}

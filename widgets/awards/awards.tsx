import { useMemo } from 'react';
import type { Award } from '../../core/api';
import { getAwards } from '../../core/api/reads/content';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { awardsByYear } from '../../core/rules/about';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { awardsText } from './messages';
import './awards.css';

/** spec.md "Awards: list by year" (1996-2024 in the seeded data). */
export function Awards() {
  const awards = useRead((signal) => getAwards({ signal }), []);
  const t = useText(awardsText);
  return (
    <div className="hb-awards">
      <ReadView read={awards} loading={t('loading')} empty={<NothingFound>{t('empty')}</NothingFound>}>
        {({ results }) => <AwardYears awards={results} />}
      </ReadView>
    </div>
  );
}

function AwardYears({ awards }: { awards: Award[] }) {
  const years = useMemo(() => awardsByYear(awards), [awards]);
  const baseId = usePageId('hb-awards');
  const navId = usePageId('hb-awards-nav');
  const t = useText(awardsText);
  return (
    <>
      <nav className="hb-awards__jump" aria-labelledby={navId}>
        <h2 id={navId} className="hb-awards__jump-title">
          {t('jump')}
        </h2>
        <ul className="hb-awards__years">
          {years.map(({ year, awards: won }) => (
            <li key={year}>
              <a className="hb-awards__year-link" href={`#${baseId}-${year}`}>
                {year}
                <span className="hb-visually-hidden">, {t('count', { count: won.length })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="hb-awards__grid">
        {years.map(({ year, awards: won }) => (
          <section key={year} className="hb-awards__year" aria-labelledby={`${baseId}-${year}`}>
            <h2 id={`${baseId}-${year}`} className="hb-awards__year-title" tabIndex={-1}>
              {year}
            </h2>
            <ul className="hb-awards__list">
              {won.map((award, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two awards may share a name; the list is read once and never reorders
                <AwardItem key={`${award.award}-${i}`} award={award} first={award === years[0].awards[0]} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** The page's first badge loads first (fetchpriority high, never lazy); the others lazily. */
function AwardItem({ award, first }: { award: Award; first: boolean }) {
  const img = apiUrl(award.img);
  return (
    <li className="hb-awards__award">
      {/* The award's name is written beside it: the picture adds nothing a screen reader needs. */}
      {img ? (
        <img
          className="hb-awards__img"
          src={img}
          srcSet={apiSrcSet(award.img_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
          sizes="48px"
          alt=""
          width={96}
          height={96}
          loading={first ? undefined : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <span className="hb-awards__img" aria-hidden="true" />
      )}
      <div>
        <h3 className="hb-awards__name">{award.award}</h3>
        <p className="hb-awards__description">{award.description}</p>
      </div>
    </li>
  );
}

import type { Charity } from '../../core/api';
import { getCharities } from '../../core/api/reads/people';
import { useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { safeNavigationUrl } from '../../core/security';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { localText } from './messages';
import './local-commitment.css';

/** spec.md "local commitment list (image, alt text, name)": the 15 charities and organisations. */
export function LocalCommitment() {
  const charities = useRead((signal) => getCharities({ signal }), []);
  const t = useText(localText);
  return (
    <div className="hb-local-commitment">
      <ReadView read={charities} loading={t('loading')} empty={<NothingFound>{t('empty')}</NothingFound>}>
        {({ results }) => (
          <ul className="hb-local-commitment__list">
            {results.map((charity, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two charities may share a name; the list is read once and never reorders
              <CharityCard key={`${charity.name}-${i}`} charity={charity} first={i === 0} />
            ))}
          </ul>
        )}
      </ReadView>
    </div>
  );
}

/** The page's first logo loads first (fetchpriority high, never lazy); the others lazily. */
function CharityCard({ charity, first }: { charity: Charity; first: boolean }) {
  const image = apiUrl(charity.image);
  // An organisation's own site is another origin: it must be an http(s) address, or no link.
  const href = charity.url ? safeNavigationUrl(charity.url, [originOf(charity.url)]) : undefined;
  const body = (
    <>
      {image ? (
        <img
          className="hb-local-commitment__logo"
          src={image}
          srcSet={apiSrcSet(charity.image_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
          sizes="(min-width: 768px) 160px, 40vw"
          alt={charity.alt}
          width={160}
          height={120}
          loading={first ? undefined : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <span className="hb-local-commitment__name">{charity.name}</span>
    </>
  );
  return (
    <li className="hb-local-commitment__item">
      {href ? (
        <a className="hb-local-commitment__card hb-local-commitment__card--link" href={href} rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <div className="hb-local-commitment__card">{body}</div>
      )}
    </li>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url, document.baseURI).origin;
  } catch {
    return '';
  }
}

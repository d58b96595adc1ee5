import { getContractors } from '../../core/api/service';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { NothingFound, ReadView } from '../../core/ui/read';
import { ContractorCard } from './contractor-card';
import { byCounty, inGroup } from './contractor-groups';
import { serviceRequestText } from './messages';
import './service-request.css';

/**
 * The service request page's directory (spec.md section 2): the county contractor directory, the
 * trade partners during construction and those to call after hours. The request form itself is
 * hb-service-request-form, beside it on the page.
 */
export function ServiceRequest() {
  const contractors = useRead((signal) => getContractors({ signal }), []);
  const id = usePageId('hb-service-request');
  const t = useText(serviceRequestText);
  const countyName = (county: string | undefined) => (county ? t('county', { county }) : t('everyCounty'));
  return (
    // The sections are the grid's items (its gap spaces them): ReadView is the root, not inside it.
    <ReadView
      read={contractors}
      loading={t('loading')}
      className="hb-service-request"
      empty={<NothingFound>{t('empty')}</NothingFound>}
    >
      {({ results }) => (
        <>
          <section className="hb-service-request__section" aria-labelledby={`${id}-directory`}>
            <h2 id={`${id}-directory`} className="hb-service-request__heading">
              {t('directory')}
            </h2>
            <p className="hb-service-request__intro">{t('directoryIntro')}</p>
            {byCounty(inGroup(results, 'directory'), countyName).map(([county, entries]) => (
              <div key={county} className="hb-service-request__county">
                <h3 className="hb-service-request__subheading">{county}</h3>
                <ul className="hb-service-request__cards">
                  {entries.map((entry) => (
                    <ContractorCard key={`${entry.repair}-${entry.subcontractor}`} entry={entry} level={4} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <TradePartners
            id={`${id}-during`}
            title={t('during')}
            intro={t('duringIntro')}
            entries={inGroup(results, 'during-construction')}
          />
          <TradePartners
            id={`${id}-after`}
            title={t('afterHours')}
            intro={t('afterIntro')}
            entries={inGroup(results, 'after-hours')}
          />
        </>
      )}
    </ReadView>
  );
}

function TradePartners({
  id,
  title,
  intro,
  entries,
}: {
  id: string;
  title: string;
  intro: string;
  entries: ReturnType<typeof inGroup>;
}) {
  if (!entries.length) return null;
  return (
    <section className="hb-service-request__section" aria-labelledby={id}>
      <h2 id={id} className="hb-service-request__heading">
        {title}
      </h2>
      <p className="hb-service-request__intro">{intro}</p>
      <ul className="hb-service-request__cards">
        {entries.map((entry) => (
          <ContractorCard key={`${entry.repair}-${entry.subcontractor}`} entry={entry} level={3} />
        ))}
      </ul>
    </section>
  );
}

import { getContractors } from '../../core/api/service';
import { usePageId } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { NothingFound, ReadView } from '../../core/ui/read';
import { ContractorCard } from './contractor-card';
import { byCounty, inGroup } from './contractor-groups';
import './service-request.css';

/**
 * The service request page's directory (spec.md section 2): the county contractor directory, the
 * trade partners during construction and those to call after hours. The request form itself is
 * hb-service-request-form, beside it on the page.
 */
export function ServiceRequest() {
  const contractors = useRead((signal) => getContractors({ signal }), []);
  const id = usePageId('hb-service-request');
  return (
    // The sections are the grid's items (its gap spaces them): ReadView is the root, not inside it.
    <ReadView
      read={contractors}
      loading="Loading the contractor directory…"
      className="hb-service-request"
      empty={<NothingFound>No contractors found</NothingFound>}
    >
      {({ results }) => (
        <>
          <section className="hb-service-request__section" aria-labelledby={`${id}-directory`}>
            <h2 id={`${id}-directory`} className="hb-service-request__heading">
              Contractor directory
            </h2>
            <p className="hb-service-request__intro">
              For a repair under warranty, call the trade partner for your county directly, or send us a service request
              below.
            </p>
            {byCounty(inGroup(results, 'directory')).map(([county, entries]) => (
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
            title="During construction"
            intro="Questions while your home is being built go to these trade partners."
            entries={inGroup(results, 'during-construction')}
          />
          <TradePartners
            id={`${id}-after`}
            title="After hours"
            intro="For an emergency at night or on a weekend (a water leak, no cooling, no power in part of the home), call:"
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

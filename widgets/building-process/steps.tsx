import { BUILD_DAYS, CLOSE_DAYS, CONTRACT_TO_START_DAYS, type DaySpan, WARRANTIES } from '../../core/rules/about';
import type en from './messages.en';
import type { Step } from './step-slideshow';

/** The widget's words in its language (useText(processText)). */
type Words = (key: keyof typeof en & string, values?: Readonly<Record<string, string | number>>) => string;

/** Each warranty of spec.md section 9: its term and its name (keys of the catalog). */
const WARRANTY_WORDS = {
  structural: ['structuralTerm', 'structuralWarranty'],
  systems: ['systemsTerm', 'systemsWarranty'],
  workmanship: ['workmanshipTerm', 'workmanshipWarranty'],
} as const satisfies Record<(typeof WARRANTIES)[number]['covers'], readonly string[]>;

/** A stage's length, from spec.md section 9's constants: "90-120 days", "up to 14 days". */
function Duration({ label, span, t }: { label: string; span: DaySpan; t: Words }) {
  return (
    <p className="hb-building-process__duration">
      <span className="hb-building-process__duration-label">{label}:</span>{' '}
      <strong>
        {span.min === undefined ? t('daysUpTo', { max: span.max }) : t('daysRange', { min: span.min, max: span.max })}
      </strong>
    </p>
  );
}

/** spec.md "Building process: 8-step slideshow", with section 9's durations and warranties. */
export function buildingSteps(serviceRequestHref: string | undefined, t: Words): Step[] {
  return [
    { title: t('visitTitle'), content: <p>{t('visitText')}</p> },
    { title: t('chooseTitle'), content: <p>{t('chooseText')}</p> },
    {
      title: t('contractTitle'),
      content: (
        <>
          <p>{t('contractText')}</p>
          <Duration label={t('contractDuration')} span={CONTRACT_TO_START_DAYS} t={t} />
        </>
      ),
    },
    { title: t('personalizeTitle'), content: <p>{t('personalizeText')}</p> },
    {
      title: t('constructionTitle'),
      content: (
        <>
          <p>{t('constructionText')}</p>
          <Duration label={t('constructionDuration')} span={BUILD_DAYS} t={t} />
        </>
      ),
    },
    { title: t('walkTitle'), content: <p>{t('walkText')}</p> },
    {
      title: t('closeTitle'),
      content: (
        <>
          <p>{t('closeText')}</p>
          <Duration label={t('closeDuration')} span={CLOSE_DAYS} t={t} />
        </>
      ),
    },
    {
      title: t('warrantyTitle'),
      content: (
        <>
          <p>{t('warrantyText')}</p>
          <ul className="hb-building-process__warranties">
            {WARRANTIES.map(({ covers }) => {
              const [term, name] = WARRANTY_WORDS[covers];
              return (
                <li key={covers}>
                  <strong>{t(term)}</strong> {t(name)}
                </li>
              );
            })}
          </ul>
          {serviceRequestHref ? (
            <p>
              <a className="hb-building-process__link" href={serviceRequestHref}>
                {t('request')}
              </a>
            </p>
          ) : null}
        </>
      ),
    },
  ];
}

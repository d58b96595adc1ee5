import { type ReactNode, useMemo, useState } from 'react';
import { apiSrcSet, type Community } from '../../core/api';
import { usePageAnchors } from '../../core/mount/section-spy';
import { type PageSection, SectionLinks } from '../../core/ui/section-nav';
import { CommunityHeader } from './community-header';
import { CommunityOverview } from './community-overview';
import { EmbeddedWidget } from '../../core/ui';
import type { MicrositePage } from './microsite-pages';
import { SitePlanDialog, sitePlanOf } from './site-plan-dialog';
import { useLang, useText } from '../../core/mount';
import { communityText } from './messages';

/** The page's sections, in order: their anchors (#floorplans) are what deep links and the address name. */
const SECTIONS = ['overview', 'floorplans', 'homes', 'site-plan', 'testimonials'] as const;

/** A section the sub-navigation links to; `heading` false where the widget inside brings its own. */
function Section({
  anchor,
  title,
  heading = true,
  children,
}: {
  anchor: string;
  title: string;
  heading?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="hb-community__section" id={anchor} aria-label={title}>
      {heading ? <h2 className="hb-community__section-title">{title}</h2> : null}
      {children}
    </section>
  );
}

/** The microsite's main page for one community: its header, the sticky sub-navigation and its sections. */
export function CommunityPage({ community: c, pages }: { community: Community; pages?: MicrositePage[] }) {
  const { overview, floorplans, homes, 'site-plan': sitePlan, testimonials } = usePageAnchors(SECTIONS);
  const [planOpen, setPlanOpen] = useState(false);
  const plan = sitePlanOf(c);
  const id = String(c.id);
  const lang = useLang();
  const t = useText(communityText);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the anchors are issued once (usePageAnchors keeps them in state); only plan.large and the language change the list
  const sections = useMemo<PageSection[]>(
    () => [
      { id: overview, label: t('overview') },
      { id: floorplans, label: t('floorplans') },
      { id: homes, label: t('moveInReady') },
      ...(plan.large ? [{ id: sitePlan, label: t('sitePlan') }] : []),
      { id: testimonials, label: t('testimonials') },
    ],
    [plan.large, lang],
  );

  // The sections' widgets load as soon as the page is drawn (eager), not when the browser is idle
  // or as they come near: how tall each is depends on the community (two homes need less than the
  // box held), and settled before the visitor scrolls there, they move nothing the visitor sees. A
  // busy phone is seldom idle: waiting for it, they filled in view and moved what followed.
  return (
    <>
      <CommunityHeader community={c} onSitePlan={plan.large ? () => setPlanOpen(true) : undefined} />
      <div className="hb-community__subnav">
        {/* With the microsite's other pages (data-pages) the bar is its navigation, named as the
            CMS names the microsite's menu on its other pages; without them, the sections alone. */}
        <SectionLinks
          sections={sections}
          pages={pages}
          label={pages?.length ? c.name : t('onThisPage', { name: c.name })}
        />
      </div>
      <Section anchor={overview} title={t('about', { name: c.name })}>
        <CommunityOverview community={c} />
      </Section>
      {/* hb-community-floorplans: the residences as cards linking to their pages, with their filters and pricing sheet. */}
      <Section anchor={floorplans} title={t('floorplans')} heading={false}>
        <EmbeddedWidget name="community-floorplans" attributes={{ 'community-id': id }} load="eager" />
      </Section>
      <Section anchor={homes} title={t('moveInReadyHomes')}>
        <EmbeddedWidget name="homes" attributes={{ 'community-id': id }} load="eager" />
      </Section>
      {plan.large ? (
        <Section anchor={sitePlan} title={t('sitePlan')}>
          <button type="button" className="hb-community__plan-preview" onClick={() => setPlanOpen(true)}>
            <img
              src={plan.small ?? plan.large}
              srcSet={apiSrcSet([
                [plan.small, '480w'],
                [plan.large, '1200w'],
              ])}
              sizes="(min-width: 704px) 640px, 100vw"
              alt=""
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <span className="hb-button hb-button--secondary">{t('viewAndZoom')}</span>
          </button>
        </Section>
      ) : null}
      <Section anchor={testimonials} title={t('homeownersSay')}>
        <EmbeddedWidget name="testimonials" attributes={{ 'community-id': id }} load="eager" />
      </Section>
      <SitePlanDialog community={c} open={planOpen} onClose={() => setPlanOpen(false)} />
    </>
  );
}

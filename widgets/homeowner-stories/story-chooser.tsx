import { useEffect, useRef } from 'react';
import type { HomeownerStory } from '../../core/api';
import { prefersReducedMotion } from '../../core/browser';
import { usePageId, useText } from '../../core/mount';
import { chosenStory, storyForHash } from '../../core/rules/about';
import { CmsHtml } from '../../core/ui/cms-html';
import { storiesText } from './messages';
import { useAddressHash } from './use-address-hash';

/** spec.md's deep-link offset: room for the site's fixed header above the story. */
const HEADER_OFFSET = 80;

/**
 * The families as links to their own address (#seo_family), so the chooser writes the address,
 * Back returns to the story before, and a shared link opens the same story. The chosen story is
 * shown below; one the address names is scrolled to (the loader's deep-link scroll finds no
 * element with that id: the id would repeat if the widget were on a page twice).
 */
export function StoryChooser({ stories }: { stories: HomeownerStory[] }) {
  const hash = useAddressHash();
  const story = chosenStory(stories, hash);
  const named = storyForHash(stories, hash);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const chooserId = usePageId('hb-stories-chooser');
  const headingId = usePageId('hb-story');
  const first = useRef(true);
  const t = useText(storiesText);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the address names another story (by its name), not when the same story is found anew
  useEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    if (!named || !panel.current) return;
    const top = panel.current.getBoundingClientRect().top + scrollY - HEADER_OFFSET;
    scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A choice made here moves focus to the story it opened; an address the visitor arrived with does not steal focus.
    if (!wasFirst) heading.current?.focus({ preventScroll: true });
  }, [named?.seo_family]);

  if (!story) return null;
  return (
    <div className="hb-homeowner-stories__layout">
      <nav className="hb-homeowner-stories__chooser" aria-labelledby={chooserId}>
        <h2 id={chooserId} className="hb-homeowner-stories__chooser-title">
          {t('chooser')}
        </h2>
        <ul className="hb-homeowner-stories__families">
          {stories.map((s) => (
            <li key={s.id}>
              <a
                className="hb-homeowner-stories__family"
                href={`#${encodeURIComponent(s.seo_family)}`}
                aria-current={s.id === story.id ? 'true' : undefined}
              >
                <span className="hb-homeowner-stories__family-name">{s.family}</span>
                <span className="hb-homeowner-stories__blurb">{s.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article ref={panel} className="hb-homeowner-stories__story" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} className="hb-homeowner-stories__title" tabIndex={-1}>
          {story.family}
        </h2>
        <p className="hb-homeowner-stories__lead">{story.blurb}</p>
        <CmsHtml className="hb-homeowner-stories__text" html={story.description} />
      </article>
    </div>
  );
}

import { getHomeownerStories } from '../../core/api/reads/people';
import { useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { withSanitizer } from '../../core/ui/cms-html';
import { NothingFound, ReadView } from '../../core/ui/read';
import './homeowner-stories.css';
import { storiesText } from './messages';
import { StoryChooser } from './story-chooser';

/** spec.md "Homeowner stories: four stories (id, family, seo_family, blurb, description), first shown by default". */
export function HomeownerStories() {
  // A story's text is CMS HTML: the stories show once it can show formatted, so nothing below it moves.
  const stories = useRead((signal) => withSanitizer(getHomeownerStories({ signal })), []);
  const t = useText(storiesText);
  return (
    <div className="hb-homeowner-stories">
      <ReadView read={stories} loading={t('loading')} empty={<NothingFound>{t('empty')}</NothingFound>}>
        {({ results }) => <StoryChooser stories={results} />}
      </ReadView>
    </div>
  );
}

import { FileControl, Form } from '../../core/forms/react';
import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import { careerFromPath } from '../../core/rules/careers';
import { useText } from '../../core/mount';
import { text } from './messages';

export function CareerApplication({ careerId }: { careerId?: number }) {
  const id = careerId ?? careerFromPath(location.pathname);
  const t = useText(text);
  return id === undefined ? (
    <Form
      definition={careerApplicationForm}
      controls={{ file: FileControl }}
      title={t('futureTitle')}
      intro={t('futureIntro')}
    />
  ) : (
    <Form definition={careerApplicationForm} controls={{ file: FileControl }} about={{ selected_careers: [id] }} />
  );
}

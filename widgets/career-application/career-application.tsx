import { FileControl, Form } from '../../core/forms/react';
import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import { careerFromPath } from '../../core/rules/careers';

export function CareerApplication({ careerId }: { careerId?: number }) {
  const id = careerId ?? careerFromPath(location.pathname);
  return id === undefined ? (
    <Form
      definition={careerApplicationForm}
      controls={{ file: FileControl }}
      title="Apply for a future opening"
      intro="No opening that fits? Send us your résumé: we will keep it on file and call you when one does."
    />
  ) : (
    <Form definition={careerApplicationForm} controls={{ file: FileControl }} about={{ selected_careers: [id] }} />
  );
}

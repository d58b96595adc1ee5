import { getUpdatesForm } from '../declarations/get-updates';
import { scheduleTourForm } from '../declarations/schedule-tour';
import type { SelectedLists } from '../engine/selected-lists';
import { Modal } from '../../ui/modal';
import { useLang } from '../../mount/use-text';
import { formWords } from '../engine/form-phrases';
import { Form } from './form';
import { useFormTemplate } from './use-form-template';

export type DetailForm = 'tour' | 'updates';

export interface DetailFormDialogProps {
  form: DetailForm;
  about: SelectedLists;
  open: boolean;
  onClose(): void;
}

/**
 * The detail pages' two forms (schedule a tour, get updates) in core's dialog, as ModalForm shows
 * them: a chunk of its own, loaded when a visitor reaches for a button of the call-to-action bar,
 * so a detail page pays for the form engine only then.
 */
export function DetailFormDialog({ form, about, open, onClose }: DetailFormDialogProps) {
  const definition = form === 'tour' ? scheduleTourForm : getUpdatesForm;
  const lang = useLang();
  const { template } = useFormTemplate(definition, open && lang === 'en');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={(lang === 'en' && template?.heading?.trim()) || formWords(definition, lang)(definition.title)}
    >
      <Form definition={definition} about={about} headingLevel={false} onDismiss={onClose} />
    </Modal>
  );
}

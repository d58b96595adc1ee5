import { getUpdatesForm } from '../declarations/get-updates';
import { useMemo } from 'react';
import { scheduleTourFormIn, TOUR_COMMUNITY_LABEL, type TourCommunity } from '../declarations/schedule-tour-choice';
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
  /**
   * The communities a tour can be booked in: one is named above the tour form and sent in
   * selected_communities; of several, the buyer chooses one in the form (scheduleTourFormIn).
   */
  communities: readonly TourCommunity[];
  open: boolean;
  onClose(): void;
}

/**
 * The detail pages' two forms (schedule a tour, get updates) in core's dialog, as ModalForm shows
 * them: a chunk of its own, loaded when a visitor reaches for a button of the call-to-action bar,
 * so a detail page pays for the form engine only then.
 */
export function DetailFormDialog({ form, about, communities, open, onClose }: DetailFormDialogProps) {
  const lang = useLang();
  const choices = communities.map((c) => `${c.id}:${c.name}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new definition only when the communities change, not their array
  const definition = useMemo(
    () => (form === 'tour' ? scheduleTourFormIn(communities) : getUpdatesForm),
    [form, choices],
  );
  const tour = form === 'tour';
  const one = tour && communities.length === 1 ? communities[0] : undefined;
  // The tour's community goes in the list the form is about, or is the buyer's choice in the form.
  const lists: SelectedLists = tour
    ? { ...about, ...(one ? { selected_communities: [one.id] } : {}) }
    : { ...about, ...(communities.length ? { selected_communities: communities.map((c) => c.id) } : {}) };
  const say = formWords(definition, lang);
  const { template } = useFormTemplate(definition, open && lang === 'en');
  return (
    <Modal open={open} onClose={onClose} title={(lang === 'en' && template?.heading?.trim()) || say(definition.title)}>
      {one?.name ? (
        <p className="hb-form__intro">
          {say(TOUR_COMMUNITY_LABEL)}: <strong>{one.name}</strong>
        </p>
      ) : null}
      <Form definition={definition} about={lists} headingLevel={false} onDismiss={onClose} />
    </Modal>
  );
}

import { type ReactNode, useState } from 'react';
import type { FormValues } from '../engine/field-spec';
import { Modal } from '../../ui/modal';
import { useLang } from '../../mount/use-text';
import { formWords } from '../engine/form-phrases';
import type { Controls } from './form-field';
import type { FormOptions } from './use-form';
import { Form } from './form';
import { useFormTemplate } from './use-form-template';

interface ModalFormProps extends Omit<FormOptions, 'onDismiss'> {
  /** The trigger's text, e.g. 'Reserve this lot'; by default the form's title in the page's language ('Get updates'). */
  triggerLabel?: string;
  /** A secondary trigger sits quietly beside other actions (the profile's change password). */
  triggerStyle?: 'primary' | 'secondary';
  size?: 'small' | 'medium' | 'large';
  /** Shown under the success message (a booked tour's "Add to calendar"). */
  successContent?: (values: FormValues) => ReactNode;
  /** The controls of the file, password and SSN fields the declaration has (form-field.tsx, Controls). */
  controls?: Controls;
  /** Shown above the form, e.g. the lot being reserved. */
  note?: ReactNode;
}

/**
 * A form spec.md opens in a modal: a trigger button and core's dialog (focus moves in and stays,
 * Escape closes, focus returns to the trigger). The success delay closes it; the next opening
 * shows a fresh form (the dialog drops its content when closed, so no password stays in memory),
 * or the draft of a lead not yet sent.
 */
export function ModalForm({
  triggerLabel,
  triggerStyle = 'primary',
  size = 'medium',
  note,
  ...options
}: ModalFormProps) {
  const [open, setOpen] = useState(false);
  const lang = useLang();
  // The dialog's words are asked for as it is about to open (the pointer or focus on its trigger), not at
  // page load; a Spanish form shows the bundle's Spanish, not the template's English (use-form.ts).
  const { template, warm } = useFormTemplate(options.definition, open && lang === 'en');
  const title = formWords(options.definition, lang)(options.definition.title);
  return (
    <>
      <button
        type="button"
        className={`hb-button hb-form__trigger${triggerStyle === 'secondary' ? ' hb-button--secondary' : ''}`}
        aria-haspopup="dialog"
        onPointerEnter={lang === 'en' ? warm : undefined}
        onFocus={lang === 'en' ? warm : undefined}
        onClick={() => setOpen(true)}
      >
        {triggerLabel ?? title}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={(lang === 'en' && template?.heading?.trim()) || title}
        size={size}
      >
        {note ? <p className="hb-form__note">{note}</p> : null}
        <Form {...options} headingLevel={false} onDismiss={() => setOpen(false)} />
      </Modal>
    </>
  );
}

import { inquireHomeForm } from '../../core/forms/declarations/inquire-home';
import { ModalForm } from '../../core/forms/react';

/** spec.md section 3: selected_homes is the list holding the home id. */
export function InquireHomeForm({ homeId }: { homeId: number }) {
  return <ModalForm definition={inquireHomeForm} about={{ selected_homes: [homeId] }} />;
}

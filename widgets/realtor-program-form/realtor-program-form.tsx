import { realtorProgramForm } from '../../core/forms/declarations/realtor-program';
import { ModalForm } from '../../core/forms/react';

export function RealtorProgramForm() {
  return <ModalForm definition={realtorProgramForm} />;
}

export { Form } from './form';
export { ModalForm } from './modal-form';
export { PreFormFlow } from './pre-form-flow';
export { AddToCalendar } from './add-to-calendar';

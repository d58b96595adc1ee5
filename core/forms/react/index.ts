export { Form } from './form';
export { ModalForm } from './modal-form';

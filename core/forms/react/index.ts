export { Form } from './form';
export { ModalForm } from './modal-form';
export type { RecordEditors, RecordsEditorProps } from './form-field';

export { Form } from './form';
export { ModalForm } from './modal-form';
export { AccountNotice } from './account-notice';
export type { ControlProps, Controls, RecordEditors, RecordsEditorProps } from './form-field';
export { FileControl } from './file-input';
export { PasswordControl } from './password-input';
export { SsnControl } from './ssn-input';
export { DetailCta } from './detail-cta';

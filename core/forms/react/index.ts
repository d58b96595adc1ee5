export { AccountForm } from './account-form';
export { EnquiryForm } from './enquiry-form';
export { ModalEnquiryForm } from './modal-enquiry-form';
export { useAccountPost } from './use-account-post';

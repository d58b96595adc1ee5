export { CmsHtml } from './cms-html';
export { withSanitizer } from '../../security/sanitize-html';

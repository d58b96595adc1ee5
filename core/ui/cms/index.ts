export { CmsHtml } from '../cms-html';

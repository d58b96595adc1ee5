export { defineWidget } from './define-widget';
export { useWidgetHost } from './widget-context';
export type { WidgetHost } from './widget-context';
export { usePageService } from './use-page-service';
export { usePageId } from './use-page-id';
export { useDocumentTitle } from './use-document-title';
export { useAsync } from './use-async';
export { useLang, usePhrase, useText } from './use-text';

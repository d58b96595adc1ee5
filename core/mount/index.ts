export { defineWidget } from './define-widget';
export { useWidgetHost } from './widget-context';
export { usePageId } from './use-page-id';

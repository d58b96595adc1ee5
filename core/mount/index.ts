export { defineWidget } from './define-widget';
export { useRead } from './use-read';
export { useWidgetHost } from './widget-context';
export { usePageId } from './use-page-id';

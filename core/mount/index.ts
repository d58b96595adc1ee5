export { defineWidget } from './define-widget';
export { useRead } from './use-read';
export { useWidgetHost } from './widget-context';
export { usePageService } from './use-page-service';
export { usePageId } from './use-page-id';

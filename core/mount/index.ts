export { defineWidget } from './define-widget';
export type { ReadResult, ReadState } from './use-read';
export { useRead } from './use-read';
export { useReads } from './use-reads';
export { useAsync } from './use-async';
export { useWidgetHost } from './widget-context';
export { usePageId } from './use-page-id';

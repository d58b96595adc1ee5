export type { FailedRead, ReadResult, ReadState } from './use-read';
export { useRead } from './use-read';
export { useReads } from './use-reads';
export { reportReadFailure } from './report-read-failure';

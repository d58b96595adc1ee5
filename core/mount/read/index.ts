export type { FailedRead, ReadResult, ReadState } from './use-read';
export { useRead } from './use-read';

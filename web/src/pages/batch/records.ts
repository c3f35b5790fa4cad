// The batch list and a batch's detail share one chunk (one loader in the entry).
export { default as BatchRecordsPage } from './records/index';
export { default as BatchDetailPage } from './detail';

// The record screens share one chunk (the list, an order's record, the success page leading to it).
export { default as RecordsPage } from './records/index';
export { default as OrderDetailPage } from './detail';
export { default as OrderSuccessPage } from './success';

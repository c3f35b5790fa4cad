// The record screens share one chunk (the success page, the list, an order's record):
// one loader in the entry instead of four keeps the public routes within their budget.
export { default as RecordsPage } from './records/index';
export { default as OrderDetailPage } from './detail';
export { default as OrderSuccessPage } from './success';

/** The ledger notes' texts, loaded with the ledger only (the platform's finance queues load the finance texts too). */
import { defineMessages } from '@/i18n';

const enUS = {
  'finance.note.orderCharge': 'Background check {orderNo}',
  'finance.note.orderRefund': 'Refund of background check {orderNo}',
  'finance.note.batchCharge': 'Batch of {count} background checks',
  'finance.note.batchChargeFile': 'Batch of {count} background checks ({file})',
  'finance.note.batchRefund': 'Refund of {count} checks of a batch',
  'finance.note.batchRefundFile': 'Refund of {count} checks of a batch ({file})',
};
type NoteKey = keyof typeof enUS;
const zhCN: Record<NoteKey, string> = {
  'finance.note.orderCharge': '背景调查 {orderNo}',
  'finance.note.orderRefund': '背景调查 {orderNo} 退款',
  'finance.note.batchCharge': '批量背调 {count} 人',
  'finance.note.batchChargeFile': '批量背调 {count} 人（{file}）',
  'finance.note.batchRefund': '批量背调退款 {count} 人',
  'finance.note.batchRefundFile': '批量背调退款 {count} 人（{file}）',
};
defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<NoteKey, true> {}
}

/** Texts of the audited reveal of a candidate's phone or ID number. */
import { defineMessages } from '@/i18n';

const enUS = {
  'order.detail.reveal': 'Show',
  'order.detail.revealTitle': 'Show the full {field}?',
  'order.detail.revealText': 'Viewing it is written to your enterprise\'s audit log (who, when, which order).',
  'order.detail.revealOk': 'Show and log it',
  'order.detail.revealCancel': 'Cancel',
  'order.detail.phone': 'phone number',
  'order.detail.idNumber': 'ID number',
};

type Key = keyof typeof enUS;

const zhCN: Record<Key, string> = {
  'order.detail.reveal': '查看',
  'order.detail.revealTitle': '查看完整{field}？',
  'order.detail.revealText': '查看操作将记入企业操作日志（谁、何时、哪个订单）。',
  'order.detail.revealOk': '查看并记录',
  'order.detail.revealCancel': '取消',
  'order.detail.phone': '手机号',
  'order.detail.idNumber': '身份证号',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<Key, true> {}
}

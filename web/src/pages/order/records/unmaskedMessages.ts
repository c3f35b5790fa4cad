/** Texts of the audited unmasked export. */
import { defineMessages } from '@/i18n';

const enUS = {
  'order.list.exportUnmasked': 'Unmasked export',
  'order.list.unmaskedTitle': 'Export full names, phones and ID numbers?',
  'order.list.unmaskedText': 'The file holds the candidates\' personal data in full. The export is written to your enterprise\'s audit log.',
  'order.list.unmaskedOk': 'Export and log it',
  'order.list.unmaskedCancel': 'Cancel',
};

type Key = keyof typeof enUS;

const zhCN: Record<Key, string> = {
  'order.list.exportUnmasked': '明文导出',
  'order.list.unmaskedTitle': '导出完整姓名、手机号和身份证号？',
  'order.list.unmaskedText': '文件将包含候选人完整的个人信息。此次导出会记入企业操作日志。',
  'order.list.unmaskedOk': '导出并记录',
  'order.list.unmaskedCancel': '取消',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<Key, true> {}
}

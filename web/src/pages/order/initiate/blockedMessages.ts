/** Texts of the order form's blocked states (contract, package, balance). */
import { defineMessages } from '@/i18n';

const enUS = {
  'order.blocked.contract': 'Accept the service contract to start ordering.',
  'order.blocked.contractHint': 'What you typed is kept; you come back here after accepting.',
  'order.blocked.askAdmin': 'Ask an owner or administrator of your enterprise.',
  'order.blocked.acceptContract': 'Accept the contract',
  'order.blocked.packageHint': 'Build one now: what you typed is kept and the new package is chosen when you come back.',
  'order.blocked.shortBy': 'Short by {amount}. What you typed is kept while you recharge.',
};

type Key = keyof typeof enUS;

const zhCN: Record<Key, string> = {
  'order.blocked.contract': '签署服务合同后即可下单。',
  'order.blocked.contractHint': '已填写的内容会保留，签署后自动返回此页。',
  'order.blocked.askAdmin': '请联系企业所有者或管理员。',
  'order.blocked.acceptContract': '签署合同',
  'order.blocked.packageHint': '现在创建套餐：已填写的内容会保留，返回后自动选中新套餐。',
  'order.blocked.shortBy': '还差 {amount}。充值期间已填写的内容会保留。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<Key, true> {}
}

/** The texts of the analysts' disputes queue (issue 13), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'opsDisputes.intro': 'The open disputes of every enterprise, the longest waiting first. Answer each with a new version of the report.',
  'opsDisputes.empty': 'No open disputes.',
  'opsDisputes.loadFailed': 'The disputes could not be loaded.',
  'opsDisputes.order': 'Order {orderNo}',
  'opsDisputes.raised': 'Raised {date}',
  'opsDisputes.items': 'Findings disputed: {items}',
  'opsDisputes.open': 'Open',
  'opsDisputes.openOf': 'Open the dispute on order {orderNo}',
};

type DisputesKey = keyof typeof enUS;

const zhCN: Record<DisputesKey, string> = {
  'opsDisputes.intro': '所有企业的待处理异议，等待最久的在前。请以新版本报告答复每一项异议。',
  'opsDisputes.empty': '暂无待处理的异议。',
  'opsDisputes.loadFailed': '异议列表加载失败。',
  'opsDisputes.order': '订单 {orderNo}',
  'opsDisputes.raised': '提出于 {date}',
  'opsDisputes.items': '异议项目：{items}',
  'opsDisputes.open': '处理',
  'opsDisputes.openOf': '处理订单 {orderNo} 的异议',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<DisputesKey, true> {}
}

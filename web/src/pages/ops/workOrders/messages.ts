/** The texts of the platform's work order queue and ticket, loaded with their chunks (besides the shared ones). */
import { defineMessages } from '@/i18n';

const enUS = {
  'screen.opsWorkOrderDetail': 'Work order',
  'opsWorkOrders.intro': 'Every enterprise\'s work orders, the latest activity first. The first answer takes a ticket in progress; the enterprise is texted at each answer.',
  'opsWorkOrders.empty': 'No work orders yet.',
  'opsWorkOrders.emptyFiltered': 'No work orders in this status.',
  'opsWorkOrders.loadFailed': 'The work orders could not be loaded.',
  'opsWorkOrders.back': 'Back to the work orders',
  'opsWorkOrders.resolve': 'Resolve',
  'opsWorkOrders.resolve.title': 'Resolve this work order?',
  'opsWorkOrders.resolve.text': 'The enterprise is texted and may reopen it within 7 days.',
  'opsWorkOrders.resolve.message': 'Last message to the enterprise (optional)',
  'opsWorkOrders.resolve.ok': 'Resolve',
  'opsWorkOrders.resolve.done': 'Work order resolved',
  'opsWorkOrders.closedNotice': 'The enterprise closed this work order: it takes no more answers.',
  'opsWorkOrders.resolvedNotice': 'Resolved: the enterprise may reopen it until {date}. You can still add a message.',
};

type OpsWorkOrdersKey = keyof typeof enUS;

const zhCN: Record<OpsWorkOrdersKey, string> = {
  'screen.opsWorkOrderDetail': '工单详情',
  'opsWorkOrders.intro': '所有企业的工单，最近有动态的在前。首次答复后工单进入处理中；每次答复都会短信通知企业。',
  'opsWorkOrders.empty': '暂无工单。',
  'opsWorkOrders.emptyFiltered': '没有该状态的工单。',
  'opsWorkOrders.loadFailed': '工单列表加载失败。',
  'opsWorkOrders.back': '返回工单列表',
  'opsWorkOrders.resolve': '标记为已解决',
  'opsWorkOrders.resolve.title': '确定将该工单标记为已解决？',
  'opsWorkOrders.resolve.text': '系统将短信通知企业，企业可在 7 天内重新打开。',
  'opsWorkOrders.resolve.message': '给企业的最后一条消息（选填）',
  'opsWorkOrders.resolve.ok': '标记为已解决',
  'opsWorkOrders.resolve.done': '工单已标记为已解决',
  'opsWorkOrders.closedNotice': '企业已关闭该工单，不能再答复。',
  'opsWorkOrders.resolvedNotice': '已解决：企业可在 {date} 之前重新打开。您仍可补充消息。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<OpsWorkOrdersKey, true> {}
}

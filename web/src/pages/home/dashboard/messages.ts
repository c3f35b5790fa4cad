/** The texts of the console home (`/homePage`), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'home.loadFailed': 'The dashboard could not be loaded.',
  'home.loadFailedText': 'Your orders and balance are safe; only this overview is missing. Try again, or use the actions above.',
  'home.quick': 'Quick actions',
  'home.quick.initiate': 'Initiate a check',
  'home.quick.batch': 'Batch checks',
  'home.quick.recharge': 'Recharge',
  'home.figures': 'At a glance',
  'home.balance.title': 'Balance',
  'home.balance.low': 'Low',
  'home.balance.threshold': 'Warning below {amount}',
  'home.balance.thresholdOff': 'No low-balance warning set',
  'home.balance.details': 'Finance',
  'home.low.title': 'Your balance is low: {balance}, below the {threshold} you set',
  'home.low.text': 'Every new check is paid from the balance. Recharge now so that orders are not held up.',
  'home.low.textReader': 'Every new check is paid from the balance. Ask an owner or administrator to recharge.',
  'home.month.title': 'Orders this month',
  'home.month.hint': '{completed} completed',
  'home.month.byStatus': 'This month by status',
  'home.month.toRecords': 'All records',
  'home.consents.title': 'Consents pending',
  'home.consents.hint': 'Candidates who have not consented yet',
  'home.reports.title': 'Reports, last 7 days',
  'home.reports.hint': 'Checks whose report is ready',
  'home.chart.title': 'Orders, last 30 days',
  'home.chart.created': 'Created',
  'home.chart.completed': 'Completed',
  'home.chart.summary':
    'Orders per day from {from} to {to}: {created} created and {completed} completed in all; the busiest day was {busiest}, with {most} created.',
  'home.chart.caption': 'Orders per day from {from} to {to}',
  'home.chart.date': 'Date',
  'home.chart.showTable': 'Show as table',
  'home.chart.showChart': 'Show as chart',
  'home.chart.none': 'No orders in the last 30 days.',
  'home.chart.unavailable': 'The chart could not be loaded. Show it as a table to read the numbers.',
  'home.recent.title': 'Recent orders',
  'home.recent.empty': 'No orders yet.',
  'home.recent.ordered': 'Ordered {time}',
};

type HomeKey = keyof typeof enUS;

const zhCN: Record<HomeKey, string> = {
  'home.loadFailed': '工作台数据加载失败。',
  'home.loadFailedText': '您的订单和余额不受影响，只是概览暂时无法显示。请重试，或使用上方的快捷操作。',
  'home.quick': '快捷操作',
  'home.quick.initiate': '发起背调',
  'home.quick.batch': '批量背调',
  'home.quick.recharge': '充值',
  'home.figures': '概览',
  'home.balance.title': '账户余额',
  'home.balance.low': '余额不足',
  'home.balance.threshold': '低于 {amount} 时提醒',
  'home.balance.thresholdOff': '未设置余额提醒',
  'home.balance.details': '财务管理',
  'home.low.title': '余额不足：当前余额 {balance}，已低于您设置的 {threshold}',
  'home.low.text': '每笔新背调都从余额中扣费，请尽快充值，以免订单受阻。',
  'home.low.textReader': '每笔新背调都从余额中扣费，请联系企业所有者或管理员充值。',
  'home.month.title': '本月订单',
  'home.month.hint': '已完成 {completed} 单',
  'home.month.byStatus': '本月订单状态',
  'home.month.toRecords': '全部记录',
  'home.consents.title': '待授权',
  'home.consents.hint': '候选人尚未完成授权的订单',
  'home.reports.title': '近 7 天完成报告',
  'home.reports.hint': '报告已出具的背调',
  'home.chart.title': '近 30 天订单',
  'home.chart.created': '新建',
  'home.chart.completed': '完成',
  'home.chart.summary': '{from} 至 {to} 每日订单：共新建 {created} 单，完成 {completed} 单；新建最多的一天是 {busiest}，共 {most} 单。',
  'home.chart.caption': '{from} 至 {to} 每日订单',
  'home.chart.date': '日期',
  'home.chart.showTable': '以表格显示',
  'home.chart.showChart': '以图表显示',
  'home.chart.none': '近 30 天没有订单。',
  'home.chart.unavailable': '图表加载失败，请以表格显示查看数据。',
  'home.recent.title': '最近订单',
  'home.recent.empty': '暂无订单。',
  'home.recent.ordered': '下单于 {time}',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<HomeKey, true> {}
}

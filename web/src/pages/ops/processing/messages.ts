/** The texts of the platform's records of processing (issue 29), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'opsProcessing.intro': 'For each enterprise: how its candidates gave consent, how many withdrew, and how many had their data erased (on request or at the end of the retention period).',
  'opsProcessing.caption': 'Records of processing by enterprise',
  'opsProcessing.empty': 'No enterprise has ordered a check yet.',
  'opsProcessing.loadFailed': 'The records of processing could not be loaded.',
  'opsProcessing.enterprise': 'Enterprise',
  'opsProcessing.orders': 'Checks',
  'opsProcessing.bySms': 'Consent by SMS link',
  'opsProcessing.byOffline': 'Consent on paper',
  'opsProcessing.byRegistration': 'Consent at application',
  'opsProcessing.withdrawn': 'Withdrawn',
  'opsProcessing.erasureRequested': 'Erasure requested',
  'opsProcessing.eraseDue': 'Erasure pending',
  'opsProcessing.erased': 'Erased',
  'opsProcessing.retention': 'Retention',
  'opsProcessing.days': '{days} days',
  'opsProcessing.pages': 'Pages of the records',
  'opsProcessing.page': 'Page {page} of {pages}',
  'opsProcessing.previous': 'Previous',
  'opsProcessing.next': 'Next',
};

type OpsProcessingKey = keyof typeof enUS;

const zhCN: Record<OpsProcessingKey, string> = {
  'opsProcessing.intro': '各企业的候选人授权方式、撤回授权数量，以及数据删除数量（应候选人申请或保留期届满）。',
  'opsProcessing.caption': '各企业的数据处理记录',
  'opsProcessing.empty': '尚无企业发起背调。',
  'opsProcessing.loadFailed': '数据处理记录加载失败。',
  'opsProcessing.enterprise': '企业',
  'opsProcessing.orders': '背调数',
  'opsProcessing.bySms': '短信链接授权',
  'opsProcessing.byOffline': '纸质授权',
  'opsProcessing.byRegistration': '应聘登记授权',
  'opsProcessing.withdrawn': '撤回授权',
  'opsProcessing.erasureRequested': '申请删除',
  'opsProcessing.eraseDue': '待删除',
  'opsProcessing.erased': '已删除',
  'opsProcessing.retention': '保留期',
  'opsProcessing.days': '{days} 天',
  'opsProcessing.pages': '记录分页',
  'opsProcessing.page': '第 {page} / {pages} 页',
  'opsProcessing.previous': '上一页',
  'opsProcessing.next': '下一页',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<OpsProcessingKey, true> {}
}

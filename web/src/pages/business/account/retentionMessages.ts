/** The texts of the account page's "Data retention" card (issue 29), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'retention.title': 'Data retention',
  'retention.current': 'Candidates\' personal data is deleted {days} days after their check ends.',
  'retention.rule': 'Between {min} and {max} days; {default} days unless you change it. Orders, amounts, dates and results are kept.',
  'retention.applies': 'A new period applies to checks ordered from now on; checks already ordered keep the period they were ordered with.',
  'retention.updatedAt': 'Last changed {date}',
  'retention.readOnly': 'Only the owner or an administrator can change it.',
  'retention.edit': 'Change',
  'retention.label': 'Days to keep candidate data after a check ends',
  'retention.range': 'Enter a whole number of days between {min} and {max}',
  'retention.save': 'Save',
  'retention.cancel': 'Cancel',
  'retention.confirmTitle': 'Keep candidate data for {days} days?',
  'retention.confirmOk': 'Save',
  'retention.saved': 'Data retention saved',
  'retention.loadFailed': 'The retention period could not be loaded.',
};

type RetentionKey = keyof typeof enUS;

const zhCN: Record<RetentionKey, string> = {
  'retention.title': '数据保留',
  'retention.current': '候选人个人数据在背调结束 {days} 天后删除。',
  'retention.rule': '可设为 {min} 至 {max} 天，默认 {default} 天。订单、金额、日期和结论会保留。',
  'retention.applies': '新的保留期适用于此后发起的背调；已发起的背调沿用下单时的保留期。',
  'retention.updatedAt': '最近修改于 {date}',
  'retention.readOnly': '仅企业所有者或管理员可以修改。',
  'retention.edit': '修改',
  'retention.label': '背调结束后保留候选人数据的天数',
  'retention.range': '请输入 {min} 至 {max} 之间的整数天数',
  'retention.save': '保存',
  'retention.cancel': '取消',
  'retention.confirmTitle': '将候选人数据保留 {days} 天？',
  'retention.confirmOk': '保存',
  'retention.saved': '数据保留期已保存',
  'retention.loadFailed': '保留期加载失败。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<RetentionKey, true> {}
}

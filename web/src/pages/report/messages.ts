/** The texts of the report screens (issue 13), loaded with their chunks. */
import { defineMessages } from '../../i18n';

const enUS = {
  'report.title': 'Background check report',
  'report.order': 'Order {orderNo}',
  'report.version': 'Version {version}',
  'report.overall.clear': 'Clear',
  'report.overall.consider': 'Consider',
  'report.overallHint.clear': 'Every check came back clear.',
  'report.overallHint.consider': 'At least one check needs attention: read the findings below.',
  'report.grade.green': 'Clear',
  'report.grade.yellow': 'Needs attention',
  'report.grade.red': 'Adverse',
  'report.candidate': 'Candidate',
  'report.package': 'Package',
  'report.packageVersion': '{name} (version {version})',
  'report.ordered': 'Ordered',
  'report.completed': 'Completed',
  'report.items': 'Checks',
  'report.source': 'Source: {source}',
  'report.checkedAt': 'checked {date}',
  'report.noFindings': 'Nothing found.',
  'report.consent': 'Consent',
  'report.consent.sms': 'Signed online by the candidate on {date} (text version {version})',
  'report.consent.offline': 'Signed authorization on file since {date}',
  'report.madeBy.system': 'Assembled from the results on {date}',
  'report.madeBy.analyst': 'Version {version}, corrected by an analyst on {date}: {reason}',
  'report.print': 'Print',
  'report.back': 'Back to the record',
  'report.notReady': 'The report is ready once every check has finished.',
  'report.notFound': 'Your enterprise has no such report.',
  'report.loadFailed': 'The report could not be loaded.',
  'report.retry': 'Try again',
  'report.loading': 'Loading the report…',
  'report.shared': 'Shared with you by the company that ordered the check.',
  'report.open': 'View the report',
};

type ReportKey = keyof typeof enUS;

const zhCN: Record<ReportKey, string> = {
  'report.title': '背景调查报告',
  'report.order': '订单 {orderNo}',
  'report.version': '第 {version} 版',
  'report.overall.clear': '无异常',
  'report.overall.consider': '需关注',
  'report.overallHint.clear': '所有核查项目均无异常。',
  'report.overallHint.consider': '至少一项核查需要关注，请查看下方结果。',
  'report.grade.green': '无异常',
  'report.grade.yellow': '需关注',
  'report.grade.red': '有不良记录',
  'report.candidate': '候选人',
  'report.package': '套餐',
  'report.packageVersion': '{name}（版本 {version}）',
  'report.ordered': '下单时间',
  'report.completed': '完成时间',
  'report.items': '核查项目',
  'report.source': '来源：{source}',
  'report.checkedAt': '核查于 {date}',
  'report.noFindings': '未发现异常。',
  'report.consent': '授权',
  'report.consent.sms': '候选人于 {date} 在线签署（文本版本 {version}）',
  'report.consent.offline': '自 {date} 起已存档纸质授权书',
  'report.madeBy.system': '于 {date} 根据核查结果生成',
  'report.madeBy.analyst': '第 {version} 版，分析师于 {date} 修订：{reason}',
  'report.print': '打印',
  'report.back': '返回背调记录',
  'report.notReady': '全部核查完成后即可查看报告。',
  'report.notFound': '贵企业没有该报告。',
  'report.loadFailed': '报告加载失败。',
  'report.retry': '重试',
  'report.loading': '正在加载报告…',
  'report.shared': '由发起背调的企业分享给您。',
  'report.open': '查看报告',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '../../i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<ReportKey, true> {}
}

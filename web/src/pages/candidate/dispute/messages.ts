/**
 * The texts of the candidate's dispute page (issue 13), loaded with its chunk; a link that ended
 * uses the candidate texts (../messages).
 */
import { defineMessages } from '@/i18n';

const enUS = {
  'dispute.title': 'Your background check',
  'dispute.loading': 'Loading…',
  'dispute.loadFailed': 'The page could not be loaded.',
  'dispute.retry': 'Try again',
  'dispute.declined': '{enterprise} decided not to proceed',
  'dispute.reason': 'The reason they gave',
  'dispute.order': 'Reference {orderNo}',
  'dispute.decidedAt': 'Decided on {date}, on version {version} of the report.',
  'dispute.findings': 'The findings that concern you',
  'dispute.source': 'Source: {source}',
  'dispute.checkedAt': 'checked {date}',
  'dispute.noFindings': 'No details recorded.',
  'dispute.deadline': 'If something here is wrong, you can dispute it until {date}.',
  'dispute.form': 'Dispute the findings',
  'dispute.which': 'Which findings are wrong?',
  'dispute.itemsRequired': 'please tick at least one finding',
  'dispute.text': 'What is wrong? (at most 500 characters)',
  'dispute.textPlaceholder': 'For example: the court case was closed in my favour in 2024.',
  'dispute.textRequired': 'please say what is wrong',
  'dispute.count': '{count} / {max}',
  'dispute.submit': 'Submit dispute',
  'dispute.confirmTitle': 'Submit your dispute?',
  'dispute.confirmText': 'You can raise one dispute on this decision. An analyst reviews the report and you are texted the answer.',
  'dispute.confirm': 'Submit',
  'dispute.cancel': 'Go back',
  'dispute.open': 'Your dispute is under review',
  'dispute.openText': 'Raised on {date}. An analyst reviews the report; you are texted the answer.',
  'dispute.resolved': 'Your dispute was reviewed',
  'dispute.resolvedText': 'Answered on {date}.',
  'dispute.answer': 'The answer',
  'dispute.newVersion': 'The report is now version {version}.',
  'dispute.yourItems': 'Findings you disputed',
  'dispute.yourText': 'What you wrote',
  'dispute.closed': 'This decision can no longer be disputed',
  'dispute.closedText': 'The time to dispute it has passed, a dispute was raised already, or there is nothing to dispute.',
  'dispute.ended': 'The time to dispute these findings ended on {date}.',
};

type DisputeKey = keyof typeof enUS;

const zhCN: Record<DisputeKey, string> = {
  'dispute.title': '您的背景调查',
  'dispute.loading': '加载中…',
  'dispute.loadFailed': '页面加载失败。',
  'dispute.retry': '重试',
  'dispute.declined': '{enterprise} 决定不予录用',
  'dispute.reason': '企业给出的理由',
  'dispute.order': '编号 {orderNo}',
  'dispute.decidedAt': '于 {date} 基于第 {version} 版报告作出决定。',
  'dispute.findings': '与您相关的核查结果',
  'dispute.source': '来源：{source}',
  'dispute.checkedAt': '核查于 {date}',
  'dispute.noFindings': '无详细记录。',
  'dispute.deadline': '如以上内容有误，您可在 {date} 前提出异议。',
  'dispute.form': '提出异议',
  'dispute.which': '哪些结果有误？',
  'dispute.itemsRequired': '请至少勾选一项',
  'dispute.text': '哪里有误？（最多 500 字）',
  'dispute.textPlaceholder': '例如：该诉讼已于 2024 年以我方胜诉结案。',
  'dispute.textRequired': '请说明哪里有误',
  'dispute.count': '{count} / {max}',
  'dispute.submit': '提交异议',
  'dispute.confirmTitle': '确定提交异议？',
  'dispute.confirmText': '每次决定仅可提出一次异议。分析师将复核报告，并通过短信告知您结果。',
  'dispute.confirm': '提交',
  'dispute.cancel': '返回修改',
  'dispute.open': '您的异议正在复核中',
  'dispute.openText': '提出于 {date}。分析师正在复核报告，结果将以短信通知您。',
  'dispute.resolved': '您的异议已复核',
  'dispute.resolvedText': '已于 {date} 答复。',
  'dispute.answer': '答复',
  'dispute.newVersion': '报告已更新为第 {version} 版。',
  'dispute.yourItems': '您提出异议的项目',
  'dispute.yourText': '您的陈述',
  'dispute.closed': '该决定已无法提出异议',
  'dispute.closedText': '异议期限已过、已提出过异议，或没有可提出异议的内容。',
  'dispute.ended': '提出异议的期限已于 {date} 截止。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<DisputeKey, true> {}
}

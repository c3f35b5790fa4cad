/** The texts of the public report verification page (issue 13), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'verify.title': 'Verify a report',
  'verify.intro': 'Enter the verification code printed at the foot of a Verity PDF report to confirm that Verity issued it.',
  'verify.code': 'Report verification code',
  'verify.codeRequired': 'please enter the code printed on the report',
  'verify.submit': 'Verify',
  'verify.checking': 'Checking the code…',
  'verify.genuine': 'Genuine report',
  'verify.genuineText': 'Verity issued a report with this code.',
  'verify.orderNo': 'Order number',
  'verify.version': 'Version',
  'verify.versionValue': 'Version {version}',
  'verify.result': 'Overall result',
  'verify.candidate': 'Candidate',
  'verify.package': 'Package',
  'verify.issued': 'Issued',
  'verify.newer': 'A newer version {version} of this report exists: ask the company that showed you this one for it.',
  'verify.unknown': 'No report has this code',
  'verify.unknownText': 'Check the code on the PDF and try again. A report whose code is not found here was not issued by Verity.',
  'verify.failed': 'The code could not be checked',
  'verify.retry': 'Try again',
};

type VerifyKey = keyof typeof enUS;

const zhCN: Record<VerifyKey, string> = {
  'verify.title': '验证报告',
  'verify.intro': '输入 Verity PDF 报告页脚印有的验证码，确认该报告由 Verity 出具。',
  'verify.code': '报告验证码',
  'verify.codeRequired': '请输入报告上印有的验证码',
  'verify.submit': '验证',
  'verify.checking': '正在验证…',
  'verify.genuine': '报告真实有效',
  'verify.genuineText': 'Verity 出具过带有此验证码的报告。',
  'verify.orderNo': '订单编号',
  'verify.version': '版本',
  'verify.versionValue': '第 {version} 版',
  'verify.result': '总体结论',
  'verify.candidate': '候选人',
  'verify.package': '套餐',
  'verify.issued': '出具时间',
  'verify.newer': '该报告已有更新的第 {version} 版，请向出示此报告的企业索取最新版本。',
  'verify.unknown': '未找到该验证码对应的报告',
  'verify.unknownText': '请核对 PDF 上的验证码后重试。验证码无法在此找到的报告并非由 Verity 出具。',
  'verify.failed': '暂时无法验证',
  'verify.retry': '重试',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<VerifyKey, true> {}
}

/** Texts of the order form's details section (loaded with it). */
import { defineMessages } from '@/i18n';

const enUS = {
  'order.details.title': 'What the checks need',
  'order.details.hint': 'The package\'s items are verified against these details.',
  'order.details.school': 'School',
  'order.details.degree': 'Degree (optional)',
  'order.details.employer': 'Former employer',
  'order.details.employmentPeriod': 'Employment period (optional)',
  'order.details.certificateNumber': 'Certificate number',
  'order.details.schoolRequired': 'please enter the school the education check verifies',
  'order.details.employerRequired': 'please enter the employer the employment check asks',
  'order.details.certificateNumberRequired': 'please enter the certificate number',
  'order.details.neededBy': 'Needed by: {items}',
  'order.details.helps': 'Narrows: {items}',
  'order.details.tooLong': 'at most {max} characters',
};

type Key = keyof typeof enUS;

const zhCN: Record<Key, string> = {
  'order.details.title': '核查所需信息',
  'order.details.hint': '本套餐的核查项目将据此核实。',
  'order.details.school': '毕业院校',
  'order.details.degree': '学历学位（选填）',
  'order.details.employer': '前雇主',
  'order.details.employmentPeriod': '任职时间（选填）',
  'order.details.certificateNumber': '证书编号',
  'order.details.schoolRequired': '请填写学历核查所需的毕业院校',
  'order.details.employerRequired': '请填写工作履历核查所需的前雇主',
  'order.details.certificateNumberRequired': '请填写证书编号',
  'order.details.neededBy': '以下项目需要：{items}',
  'order.details.helps': '有助于核查：{items}',
  'order.details.tooLong': '最多 {max} 个字符',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<Key, true> {}
}

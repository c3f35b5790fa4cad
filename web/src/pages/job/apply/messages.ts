/** The texts of the applicant's page (`/jobApply`), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'apply.title': 'Apply for a position',
  'apply.loading': 'Loading…',
  'apply.loadFailed': 'The page could not be loaded.',
  'apply.retry': 'Try again',
  'apply.invalid': 'This application link is not valid',
  'apply.invalidText': 'Check that you opened the whole link, or ask the employer for it again.',
  'apply.closed': 'This position is no longer taking applications',
  'apply.closedText': 'The employer closed it. If you applied before, you can still look at what you sent.',
  'apply.closedView': 'See my application',
  'apply.noneFromPhone': 'There is no application from this mobile number.',
  'apply.recruits': '{enterprise} is recruiting',
  'apply.department': 'Department: {department}',
  'apply.location': 'Work location: {location}',
  'apply.verifyTitle': 'Verify your mobile number',
  'apply.verifyIntro': 'We text you a code to confirm the number is yours. Applied before? The same number brings back your application so you can update it.',
  'apply.verify': 'Continue',
  'apply.verifyAgain': 'Your verification has expired: please verify your number again.',
  'apply.otherPhone': 'Use another mobile number',
  'apply.submitted': 'Your application was sent',
  'apply.updated': 'Your changes were saved',
  'apply.savedText': 'The employer can see it now. Come back with the same mobile number to look at it or change it.',
};

type ApplyKey = keyof typeof enUS;

const zhCN: Record<ApplyKey, string> = {
  'apply.title': '岗位报名',
  'apply.loading': '加载中…',
  'apply.loadFailed': '页面加载失败。',
  'apply.retry': '重试',
  'apply.invalid': '报名链接无效',
  'apply.invalidText': '请确认打开的是完整链接，或向用人单位重新索取。',
  'apply.closed': '该岗位已停止报名',
  'apply.closedText': '用人单位已关闭该岗位。如您之前报过名，仍可查看已提交的信息。',
  'apply.closedView': '查看我的报名',
  'apply.noneFromPhone': '该手机号没有报名记录。',
  'apply.recruits': '{enterprise} 正在招聘',
  'apply.department': '部门：{department}',
  'apply.location': '工作地点：{location}',
  'apply.verifyTitle': '验证手机号',
  'apply.verifyIntro': '我们会发送短信验证码，确认该号码属于您。之前报过名？使用同一号码即可查看并修改您的报名。',
  'apply.verify': '继续',
  'apply.verifyAgain': '验证已过期，请重新验证手机号。',
  'apply.otherPhone': '使用其他手机号',
  'apply.submitted': '报名已提交',
  'apply.updated': '修改已保存',
  'apply.savedText': '用人单位现在可以看到您的报名。使用同一手机号再次打开链接即可查看或修改。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<ApplyKey, true> {}
}

/** The texts of the invitation link's page (`/invitation`), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'invitation.title': 'Invitation to join an enterprise',
  'invitation.intro': 'This invitation was sent to one phone number. Enter that number and the code we text to it.',
  'invitation.codeHint': 'No code within a minute? Check the number: the code only goes to the phone that was invited.',
  'invitation.verify': 'Continue',
  'invitation.wrongPhone': 'The code is wrong, or this is not the phone that was invited.',
  'invitation.invites': '{enterprise} invites you to join',
  'invitation.enterprise': 'Enterprise',
  'invitation.inviter': 'Invited by',
  'invitation.role': 'Your role',
  'invitation.invitedAt': 'Sent',
  'invitation.expiresAt': 'Open until',
  'invitation.acceptNote': 'Accepting signs you in to Verity with this phone number (an account is created if you have none).',
  'invitation.accept': 'Accept and sign in',
  'invitation.decline': 'Decline',
  'invitation.declineTitle': 'Decline this invitation?',
  'invitation.declineText': 'The enterprise will be told you declined.',
  'invitation.declineConfirm': 'Decline',
  'invitation.keep': 'Go back',
  'invitation.signedIn': 'Welcome: you joined the enterprise',
  'invitation.declined': 'You declined the invitation',
  'invitation.declinedText': 'Nothing more is asked of you.',
  'invitation.used': 'This invitation has already been answered',
  'invitation.usedText': 'It was accepted or declined. Sign in to Verity to see your enterprises.',
  'invitation.expired': 'This invitation has expired',
  'invitation.expiredText': 'Invitations are open for 7 days. Ask the enterprise to invite you again.',
  'invitation.invalid': 'This link is not valid',
  'invitation.invalidText': 'Check that you opened the whole link from the text message.',
  'invitation.signIn': 'Go to sign-in',
  'invitation.loadFailed': 'The invitation could not be loaded.',
  'invitation.retry': 'Try again',
};

type InvitationKey = keyof typeof enUS;

const zhCN: Record<InvitationKey, string> = {
  'invitation.title': '加入企业邀请',
  'invitation.intro': '该邀请仅发送给一个手机号。请输入该号码及收到的验证码。',
  'invitation.codeHint': '一分钟内未收到验证码？请核对号码：验证码只会发送到被邀请的手机号。',
  'invitation.verify': '继续',
  'invitation.wrongPhone': '验证码错误，或该号码不是被邀请的手机号。',
  'invitation.invites': '{enterprise} 邀请您加入',
  'invitation.enterprise': '企业',
  'invitation.inviter': '邀请人',
  'invitation.role': '您的角色',
  'invitation.invitedAt': '发送时间',
  'invitation.expiresAt': '有效期至',
  'invitation.acceptNote': '接受后将以该手机号登录 Verity（如尚无账号将自动创建）。',
  'invitation.accept': '接受并登录',
  'invitation.decline': '拒绝',
  'invitation.declineTitle': '拒绝该邀请？',
  'invitation.declineText': '企业将收到您已拒绝的记录。',
  'invitation.declineConfirm': '拒绝',
  'invitation.keep': '返回',
  'invitation.signedIn': '欢迎，您已加入该企业',
  'invitation.declined': '您已拒绝该邀请',
  'invitation.declinedText': '您无需进行其他操作。',
  'invitation.used': '该邀请已处理',
  'invitation.usedText': '该邀请已被接受或拒绝。请登录 Verity 查看您的企业。',
  'invitation.expired': '该邀请已过期',
  'invitation.expiredText': '邀请有效期为 7 天，请联系企业重新邀请。',
  'invitation.invalid': '链接无效',
  'invitation.invalidText': '请确认已从短信中打开完整链接。',
  'invitation.signIn': '前往登录',
  'invitation.loadFailed': '邀请加载失败。',
  'invitation.retry': '重试',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<InvitationKey, true> {}
}

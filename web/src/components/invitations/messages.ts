/** The texts of the invitee's pending invitations in the console, loaded with the console's chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'invites.title': 'Invitations to join',
  'invites.onboardingTitle': 'Or join an enterprise that invited you',
  'invites.by': 'Invited by {inviter} · {date}',
  'invites.role': 'Role: {role}',
  'invites.expires': 'Open until {date}',
  'invites.accept': 'Accept',
  'invites.decline': 'Decline',
  'invites.declineTitle': 'Decline this invitation?',
  'invites.declineText': '{enterprise} will be told you declined. They can invite you again.',
  'invites.declineConfirm': 'Decline',
  'invites.keep': 'Keep it',
  'invites.joined': 'You joined {enterprise}. Switch to it from the enterprise menu at the top.',
  'invites.joinedNow': 'You joined {enterprise}.',
  'invites.declined': 'Invitation declined',
  'invites.none': 'No pending invitations.',
};

type InvitesKey = keyof typeof enUS;

const zhCN: Record<InvitesKey, string> = {
  'invites.title': '加入企业的邀请',
  'invites.onboardingTitle': '或加入邀请您的企业',
  'invites.by': '邀请人：{inviter} · {date}',
  'invites.role': '角色：{role}',
  'invites.expires': '有效期至 {date}',
  'invites.accept': '接受',
  'invites.decline': '拒绝',
  'invites.declineTitle': '拒绝该邀请？',
  'invites.declineText': '{enterprise} 会收到您已拒绝的记录，之后仍可再次邀请您。',
  'invites.declineConfirm': '拒绝',
  'invites.keep': '暂不处理',
  'invites.joined': '您已加入 {enterprise}，可在顶部的企业菜单中切换。',
  'invites.joinedNow': '您已加入 {enterprise}。',
  'invites.declined': '已拒绝邀请',
  'invites.none': '暂无待处理的邀请。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<InvitesKey, true> {}
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import { defineMessages } from '@/i18n';
import { enterpriseCall } from '@/services/enterprise';
import type { Schemas } from '@/services/api';

// Newer actions' labels ride with this page rather than the entry every public page loads.
defineMessages({
  'en-US': {
    'audit.action.member.declined': 'Invitation declined',
    'audit.action.member.inviteResent': 'Invitation sent again',
    'audit.action.member.inviteRevoked': 'Invitation revoked',
    'audit.action.candidate.revealed': 'Candidate detail viewed',
    'audit.action.orders.exportedUnmasked': 'Records exported unmasked',
    'audit.action.apiKey.created': 'API key created',
    'audit.action.apiKey.revoked': 'API key revoked',
    'audit.action.apiKey.used': 'API key used',
  },
  'zh-CN': {
    'audit.action.member.declined': '邀请被拒绝',
    'audit.action.member.inviteResent': '重新发送邀请',
    'audit.action.member.inviteRevoked': '撤销邀请',
    'audit.action.candidate.revealed': '查看候选人完整信息',
    'audit.action.orders.exportedUnmasked': '导出明文背调记录',
    'audit.action.apiKey.created': '创建 API 密钥',
    'audit.action.apiKey.revoked': '撤销 API 密钥',
    'audit.action.apiKey.used': '使用 API 密钥',
  },
});

declare module '@/i18n' {
  interface LazyMessages {
    'audit.action.member.declined': true;
    'audit.action.member.inviteResent': true;
    'audit.action.member.inviteRevoked': true;
    'audit.action.candidate.revealed': true;
    'audit.action.orders.exportedUnmasked': true;
    'audit.action.apiKey.created': true;
    'audit.action.apiKey.revoked': true;
    'audit.action.apiKey.used': true;
  }
}

/** A row of `enterprise/auditLog`. */
export type AuditRow = Schemas['AuditRow'];
/** A page of the log; `cursor` is for the next (older) page, absent or null at the end. */
export type AuditPage = Schemas['AuditPage'];

/** Who did what to the account, newest first, a page at a time ("load more" with the cursor). */
export function auditLogQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['enterprise/auditLog', enterpriseId],
    queryFn: ({ pageParam }) => enterpriseCall<AuditPage>('auditLog', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

// Registers the members texts before anything of the screen renders.
import './messages';
import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFormError } from '@/components/form/serverErrors';
import { normalizePhone } from '@/components/form/phone';
import QueryList from '@/components/QueryList';
import controls from '@/styles/shared.module.css';
import Panel from '@/components/Panel';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';
import { formatDate, formatDateTime } from '@/utils/format';
import { phoneRules } from '@/utils/validators';
import ManageFrame from '@/pages/business/ManageFrame';
import {
  canManage,
  changeMemberRole,
  disableMember,
  enableMember,
  grantableRoles,
  inviteMember,
  MEMBER_PAGE_SIZE,
  memberListQuery,
  resendInvitation,
  revokeInvitation,
  ROLES,
  type MemberRow,
  type MemberStatus,
  type Role,
} from './service';
import styles from '@/pages/business/index.module.css';

const STATUS_TONES: Record<MemberStatus, Tone> = { active: 'success', disabled: 'neutral', invited: 'info' };

interface InviteValues {
  phone: string;
  role: Role;
}

/** The invitation: a phone and a role; the phone joins at its next SMS sign-in. */
function InviteModal({ open, onClose, roles }: { open: boolean; onClose: () => void; roles: Role[] }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InviteValues>();
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: (_reply, { phone }) => {
      toastSuccess(t('members.invited', { phone }));
      void queryClient.invalidateQueries({ queryKey: ['enterprise/member/list'] });
      form.resetFields();
      onClose();
    },
    onError: (e) => reportFormError(form, e, ['phone', 'role']),
  });
  return (
    <Modal
      open={open}
      title={t('members.inviteTitle')}
      okText={t('members.inviteSend')}
      cancelText={t('common.cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <p className={styles.hint}>{t('members.inviteLead')}</p>
      <Form<InviteValues> form={form} name="invite" layout="vertical" initialValues={{ phone: '', role: 'operator' }} onFinish={(v) => invite.mutate(v)}>
        <Form.Item name="phone" label={t('login.phone')} rules={phoneRules(t)} normalize={(v: string) => normalizePhone(v ?? '')}>
          <Input type="tel" inputMode="numeric" autoComplete="off" placeholder={t('login.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="role" label={t('members.role')} rules={[{ required: true }]}>
          <Radio.Group
            className={styles.roleChoices}
            options={roles.map((r) => ({
              value: r,
              label: (
                <span>
                  <strong>{t(`role.${r}` as MessageKey)}</strong>
                  <span className={styles.auditMeta}>{t(`members.roleText.${r}` as MessageKey)}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Members (`/businessManage/members`): who is in the enterprise, in which role; invitations. */
export default function BusinessMembersPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const enterpriseId = state.userInfo?.enterprise?.id;
  const me = state.userInfo?.userId;
  const myRole = state.userInfo?.role;
  const roles = grantableRoles(myRole);
  const members = useQuery(memberListQuery(enterpriseId, page));

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['enterprise/member/list'] });
  const nameOf = (row: MemberRow) => row.name || row.phoneMasked;

  const changeRole = useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => toastSuccess(t('members.roleChanged')),
    onSettled: refresh,
  });
  const setStatus = useMutation({
    mutationFn: ({ userId, enable }: { userId: string; enable: boolean }) => (enable ? enableMember(userId) : disableMember(userId)),
    onSuccess: (_r, { enable }) => toastSuccess(t(enable ? 'members.enabled' : 'members.disabled')),
    onSettled: refresh,
  });

  const resend = useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => toastSuccess(t('members.resent')),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => toastSuccess(t('members.revoked')),
    onSettled: refresh,
  });
  // As of the list's last read (the server refuses an early resend with 3012 anyway).
  const now = members.dataUpdatedAt;

  const confirmRevoke = (row: MemberRow) => {
    const id = row.invitationId;
    if (!id) return;
    void modal.confirm({
      title: t('members.revokeTitle', { phone: row.phoneMasked }),
      content: t('members.revokeText'),
      okText: t('members.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => revoke.mutateAsync(id).catch(() => undefined),
    });
  };

  const confirmRole = (row: MemberRow, role: Role) => {
    if (!row.userId || role === row.role) return;
    const userId = row.userId;
    void modal.confirm({
      title: t('members.changeRoleTitle'),
      content: t('members.changeRoleText', { name: nameOf(row), role: t(`role.${role}` as MessageKey) }),
      okText: t('members.changeRoleOk'),
      cancelText: t('common.cancel'),
      onOk: () => changeRole.mutateAsync({ userId, role }).catch(() => undefined),
    });
  };

  const confirmStatus = (row: MemberRow, enable: boolean) => {
    if (!row.userId) return;
    const userId = row.userId;
    void modal.confirm({
      title: t(enable ? 'members.enableTitle' : 'members.disableTitle', { name: nameOf(row) }),
      content: t(enable ? 'members.enableText' : 'members.disableText'),
      okText: t(enable ? 'members.enable' : 'members.disable'),
      okButtonProps: { danger: !enable },
      cancelText: t('common.cancel'),
      onOk: () => setStatus.mutateAsync({ userId, enable }).catch(() => undefined),
    });
  };

  const list = members.data?.list ?? [];
  const total = members.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEMBER_PAGE_SIZE));

  const row = (m: MemberRow) => {
    const key = m.userId ?? m.phoneMasked;
    const manageable = canManage(m, me, myRole);
    return (
      <li key={m.userId ?? `invited-${m.phoneMasked}-${m.invitedAt ?? ''}`} className={styles.member} data-testid={`member-${key}`}>
        <div className={styles.memberWho}>
          <strong>{m.name || '—'}</strong>
          {m.userId && m.userId === me ? <span className={styles.muted}> ({t('members.you')})</span> : null}
          <span className={styles.auditMeta}>{m.phoneMasked}</span>
        </div>
        <div className={styles.memberMeta}>
          {manageable ? (
            <select
              className={`${controls.select} ${styles.roleSelect}`}
              value={m.role}
              aria-label={t('members.roleOf', { name: nameOf(m) })}
              data-testid={`role-${m.userId}`}
              disabled={changeRole.isPending}
              onChange={(e) => confirmRole(m, e.target.value as Role)}
            >
              {(roles.includes(m.role) ? roles : [m.role, ...roles]).map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}` as MessageKey)}
                </option>
              ))}
            </select>
          ) : (
            <span>{t(`role.${m.role}` as MessageKey)}</span>
          )}
          <StatusBadge tone={STATUS_TONES[m.status] ?? 'neutral'} testId={`status-${key}`}>
            {t(`members.status.${m.status}` as MessageKey)}
          </StatusBadge>
          <span className={styles.muted}>
            {m.status === 'invited'
              ? t('members.invitedOn', { date: formatDate(m.invitedAt, locale) })
              : t('members.joinedOn', { date: formatDate(m.joinedAt, locale) })}
          </span>
        </div>
        <div className={styles.memberActions}>
          {manageable ? (
            m.status === 'disabled' ? (
              <Button size="small" onClick={() => confirmStatus(m, true)} data-testid={`enable-${m.userId}`}>
                {t('members.enable')}
              </Button>
            ) : (
              <Button size="small" danger onClick={() => confirmStatus(m, false)} data-testid={`disable-${m.userId}`}>
                {t('members.disable')}
              </Button>
            )
          ) : null}
          {m.status === 'invited' && m.invitationId ? (
            <>
              <Button
                size="small"
                disabled={!m.resendAt || m.resendAt > now}
                title={!m.resendAt ? t('members.resendLimit') : m.resendAt > now ? t('members.resendLater', { date: formatDateTime(m.resendAt, locale) }) : undefined}
                loading={resend.isPending && resend.variables === m.invitationId}
                onClick={() => m.invitationId && resend.mutate(m.invitationId)}
                data-testid={`resend-${key}`}
              >
                {t('members.resend')}
              </Button>
              <Button size="small" danger onClick={() => confirmRevoke(m)} data-testid={`revoke-${key}`}>
                {t('members.revoke')}
              </Button>
            </>
          ) : null}
        </div>
      </li>
    );
  };

  return (
    <ManageFrame
      title={t('screen.businessMembers')}
      actions={
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-member">
          {t('members.invite')}
        </Button>
      }
    >
      {modalHolder}
      <InviteModal open={inviting} onClose={() => setInviting(false)} roles={roles} />
      <Panel testId="members">
        <QueryList
          query={members}
          rows={list}
          renderRow={row}
          testId="members-list"
          className={styles.list}
          errorTitle={t('members.loadFailed')}
          empty={{ description: t('members.empty') }}
          footer={
            pages > 1 ? (
              <nav className={styles.pager} aria-label={t('members.pages')}>
                <Button onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
                  {t('members.previous')}
                </Button>
                <span aria-live="polite">{t('members.page', { page, pages })}</span>
                <Button onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
                  {t('members.next')}
                </Button>
              </nav>
            ) : null
          }
        />
      </Panel>
      <Panel title={t('members.rolesTitle')} testId="roles">
        <ul className={styles.roles}>
          {ROLES.map((r) => (
            <li key={r}>
              <strong>{t(`role.${r}` as MessageKey)}</strong>: {t(`members.roleText.${r}` as MessageKey)}
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{t('members.ownerRule')}</p>
      </Panel>
    </ManageFrame>
  );
}

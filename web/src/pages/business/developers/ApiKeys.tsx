import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFormError } from '@/components/form/serverErrors';
import QueryList, { pageRows } from '@/components/QueryList';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import Reveal, { CopyBox } from './Reveal';
import {
  API_KEY_ROLES,
  apiKeyListQuery,
  createApiKey,
  curlExample,
  isRevoked,
  LIMITS,
  revokeApiKey,
  type ApiKeyCreate,
  type ApiKeyRow,
  type CreatedApiKey,
} from './service';
import shared from '@/pages/business/index.module.css';
import styles from './index.module.css';

/** The form of a new key: a name, a role (explained), live or sandbox (explained). */
function CreateKeyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<ApiKeyCreate>();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: onCreated,
    onError: (e) => reportFormError(form, e, ['name', 'role', 'sandbox']),
  });
  return (
    <Modal
      open
      title={t('dev.keys.createTitle')}
      okText={t('dev.keys.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ApiKeyCreate>
        form={form}
        name="apiKey"
        layout="vertical"
        initialValues={{ name: '', role: 'operator', sandbox: false }}
        onFinish={(v) => create.mutate({ ...v, name: v.name.trim() })}
      >
        <Form.Item
          name="name"
          label={t('dev.keys.name')}
          rules={[{ required: true, whitespace: true, max: LIMITS.keyName, message: t('dev.keys.nameRequired') }]}
        >
          <Input maxLength={LIMITS.keyName} placeholder={t('dev.keys.namePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('dev.keys.role')} rules={[{ required: true }]}>
          <Radio.Group
            className={shared.roleChoices}
            options={API_KEY_ROLES.map((r) => ({
              value: r,
              label: (
                <span>
                  <strong>{t(`role.${r}` as MessageKey)}</strong>
                  <span className={shared.auditMeta}>{t(`dev.keys.roleText.${r}`)}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="sandbox" valuePropName="checked" extra={t('dev.keys.sandboxText')}>
          <Checkbox data-testid="key-sandbox">{t('dev.keys.sandbox')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** API keys: the list (live and revoked), creating one (shown once), revoking one (asked first). */
export default function ApiKeys({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keys = useInfiniteQuery(apiKeyListQuery(enterpriseId));
  const rows = pageRows<ApiKeyRow>(keys.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['apiKey/list'] });

  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => toastSuccess(t('dev.keys.revoked')),
    onSettled: refresh,
  });

  const confirmRevoke = (row: ApiKeyRow) => {
    void modal.confirm({
      title: t('dev.keys.revokeTitle', { name: row.name }),
      content: t('dev.keys.revokeText'),
      okText: t('dev.keys.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => revoke.mutateAsync(row.keyId).catch(() => undefined),
    });
  };

  const row = (k: ApiKeyRow) => {
    const revoked = isRevoked(k);
    return (
      <li key={k.keyId} className={styles.row} data-testid={`key-${k.keyId}`}>
        <div className={styles.who}>
          <strong>{k.name}</strong>
          <code className={styles.prefix}>{k.prefix}…</code>
          <span className={shared.auditMeta}>{t('dev.keys.createdBy', { who: k.createdBy, date: formatDateTime(k.createdAt, locale) })}</span>
        </div>
        <div className={styles.meta}>
          <span>{t(`role.${k.role}` as MessageKey)}</span>
          <StatusBadge tone={k.sandbox ? 'warning' : 'info'}>{t(k.sandbox ? 'dev.keys.sandboxTag' : 'dev.keys.live')}</StatusBadge>
          <StatusBadge tone={revoked ? 'neutral' : 'success'} testId={`key-status-${k.keyId}`}>
            {revoked ? t('dev.keys.revokedOn', { date: formatDateTime(k.revokedAt, locale) }) : t('dev.keys.active')}
          </StatusBadge>
          <span className={shared.auditMeta}>
            {k.lastUsedAt ? t('dev.keys.lastUsed', { date: formatDateTime(k.lastUsedAt, locale), ip: k.lastUsedIp ?? '—' }) : t('dev.keys.neverUsed')}
          </span>
        </div>
        <div className={styles.actions}>
          {revoked ? null : (
            <Button size="small" danger onClick={() => confirmRevoke(k)} data-testid={`revoke-${k.keyId}`}>
              {t('dev.keys.revoke')}
            </Button>
          )}
        </div>
      </li>
    );
  };

  return (
    <Panel
      title={t('dev.keys.title')}
      testId="api-keys"
      extra={
        <Button type="primary" icon={<KeyOutlined />} onClick={() => setCreating(true)} data-testid="create-key">
          {t('dev.keys.create')}
        </Button>
      }
    >
      {modalHolder}
      <p className={shared.hint}>{t('dev.keys.lead')}</p>
      {creating ? (
        <CreateKeyModal
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
            void refresh();
          }}
        />
      ) : null}
      {created ? (
        <Reveal title={t('dev.keys.revealTitle')} secret={created.key} warning={t('dev.keys.revealWarning')} onClose={() => setCreated(null)} testId="key-reveal">
          <p className={styles.tryIt}>{t('dev.keys.tryIt')}</p>
          <CopyBox text={curlExample(created.key)} label={t('dev.copyCurl')} testId="key-curl" />
        </Reveal>
      ) : null}
      <QueryList
        query={keys}
        rows={rows}
        renderRow={row}
        testId="key-list"
        moreTestId="key-more"
        moreLabel={t('dev.keys.more')}
        errorTitle={t('dev.keys.loadFailed')}
        retryTestId="key-retry"
        empty={{ description: t('dev.keys.empty'), testId: 'key-empty' }}
      />
    </Panel>
  );
}

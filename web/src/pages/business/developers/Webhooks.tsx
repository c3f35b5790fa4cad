import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFormError } from '@/components/form/serverErrors';
import QueryList, { pageRows } from '@/components/QueryList';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import Reveal from './Reveal';
import {
  createWebhook,
  deleteWebhook,
  LIMITS,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
  WEBHOOK_EVENT_UNKNOWN,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_REFUSED,
  webhookListQuery,
  type WebhookEvent,
  type WebhookRow,
} from './service';
import shared from '@/pages/business/index.module.css';
import styles from './index.module.css';

// The delivery log arrives when it is opened.
const Deliveries = lazy(() => import('./Deliveries'));

interface EndpointValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}

/** The form of a new endpoint, or of one being edited (`editing`). */
function EndpointModal({ editing, onClose, onCreated }: { editing: WebhookRow | null; onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EndpointValues>();
  const save = useMutation({
    mutationFn: async ({ url, events, description }: EndpointValues) => {
      const body = { url: url.trim(), events, description: description.trim() };
      if (editing) {
        await updateWebhook({ endpointId: editing.endpointId, ...body }, true);
        return null;
      }
      return (await createWebhook(body.description ? body : { url: body.url, events })).secret;
    },
    onSuccess: (secret) => {
      void queryClient.invalidateQueries({ queryKey: ['webhook/list'] });
      if (secret) onCreated(secret);
      else {
        toastSuccess(t('dev.hooks.saved'));
        onClose();
      }
    },
    onError: (e) => {
      // The server's refusal of the address (not https, private or unresolvable) belongs to the URL.
      if (e instanceof ApiError && (e.code === WEBHOOK_URL_REFUSED || e.code === WEBHOOK_EVENT_UNKNOWN)) {
        const name = e.code === WEBHOOK_URL_REFUSED ? 'url' : 'events';
        form.setFields([{ name, errors: [e.message] }]);
        form.scrollToField(name, { focus: true });
        return;
      }
      reportFormError(form, e, ['url', 'events', 'description']);
    },
  });
  return (
    <Modal
      open
      title={t(editing ? 'dev.hooks.editTitle' : 'dev.hooks.addTitle')}
      okText={t(editing ? 'dev.hooks.save' : 'dev.hooks.add')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EndpointValues>
        form={form}
        name="webhook"
        layout="vertical"
        initialValues={{ url: editing?.url ?? '', events: editing?.events ?? [], description: editing?.description ?? '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="url"
          label={t('dev.hooks.url')}
          extra={t('dev.hooks.urlHint')}
          rules={[{ required: true, whitespace: true, max: LIMITS.url, pattern: HOOK_URL, message: t('dev.hooks.urlRequired') }]}
        >
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://hr.example.com/verity/webhooks" maxLength={LIMITS.url} />
        </Form.Item>
        <Form.Item name="events" label={t('dev.hooks.events')} rules={[{ required: true, type: 'array', min: 1, message: t('dev.hooks.eventsRequired') }]}>
          <Checkbox.Group
            className={styles.eventChoices}
            data-testid="hook-events"
            options={WEBHOOK_EVENTS.map((e) => ({
              value: e,
              label: (
                <span>
                  <code>{e}</code> <span className={shared.muted}>{t(`dev.event.${e}`)}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('dev.hooks.description')} rules={[{ max: LIMITS.description }]}>
          <Input maxLength={LIMITS.description} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Webhook endpoints: the list, adding and editing, their secret, test events and deliveries. */
/**
 * https, or plain http to this machine's loopback: only a test configuration of the server accepts
 * that (it answers 4902 under the field everywhere else), so the server stays the judge.
 */
const HOOK_URL = /^\s*(https:\/\/\S+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\S*)?)\s*$/i;

export default function Webhooks({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  // undefined: closed; null: a new endpoint; a row: that endpoint.
  const [editing, setEditing] = useState<WebhookRow | null | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);
  const hooks = useInfiniteQuery(webhookListQuery(enterpriseId));
  const rows = pageRows<WebhookRow>(hooks.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhook/list'] });

  const setEnabled = useMutation({
    mutationFn: ({ endpointId, enabled }: { endpointId: string; enabled: boolean }) => updateWebhook({ endpointId, enabled }),
    onSuccess: (_r, { enabled }) => toastSuccess(t(enabled ? 'dev.hooks.enabled' : 'dev.hooks.disabledDone')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => toastSuccess(t('dev.hooks.deleted')),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (r) => setSecret(r.secret),
  });
  const test = useMutation({
    mutationFn: testWebhook,
    onSuccess: (_r, endpointId) => {
      toastSuccess(t('dev.hooks.tested'));
      void queryClient.invalidateQueries({ queryKey: ['webhook/deliveries', endpointId] });
    },
  });

  const confirm = (title: MessageKey, content: string, okText: MessageKey, onOk: () => Promise<unknown>, danger = true) =>
    void modal.confirm({
      title: t(title),
      content,
      okText: t(okText),
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      onOk: () => onOk().catch(() => undefined),
    });

  const reasonText = (reason: string) => (reason === 'failing' || reason === 'manual' ? t(`dev.hooks.reason.${reason}`) : reason);

  const row = (h: WebhookRow) => {
    const active = h.status === 'active';
    return (
      <li key={h.endpointId} className={styles.row} data-testid={`hook-${h.endpointId}`}>
        <div className={styles.who}>
          <code className={styles.url}>{h.url}</code>
          {h.description ? <span className={shared.auditMeta}>{h.description}</span> : null}
          <span className={styles.events}>
            {h.events.map((e) => (
              <span key={e} className={styles.event}>
                {e}
              </span>
            ))}
          </span>
        </div>
        <div className={styles.meta}>
          <StatusBadge tone={active ? 'success' : h.disabledReason === 'failing' ? 'error' : 'neutral'} testId={`hook-status-${h.endpointId}`}>
            {t(active ? 'dev.hooks.active' : 'dev.hooks.disabled')}
          </StatusBadge>
          {!active && h.disabledReason ? <span className={shared.auditMeta}>{reasonText(h.disabledReason)}</span> : null}
          <span className={shared.auditMeta}>
            {h.lastDeliveryAt
              ? t('dev.hooks.lastDelivery', {
                  date: formatDateTime(h.lastDeliveryAt, locale),
                  code: h.lastStatusCode != null ? String(h.lastStatusCode) : t('dev.hooks.noResponse'),
                })
              : t('dev.hooks.noDelivery')}
          </span>
        </div>
        <div className={styles.actions}>
          <Button size="small" onClick={() => setLogOf(h)} data-testid={`hook-log-${h.endpointId}`}>
            {t('dev.hooks.deliveries')}
          </Button>
          <Button size="small" onClick={() => test.mutate(h.endpointId)} loading={test.isPending && test.variables === h.endpointId} disabled={!active}>
            {t('dev.hooks.test')}
          </Button>
          <Button size="small" onClick={() => setEditing(h)} data-testid={`hook-edit-${h.endpointId}`}>
            {t('dev.hooks.edit')}
          </Button>
          {active ? (
            <Button
              size="small"
              onClick={() =>
                confirm('dev.hooks.disableTitle', t('dev.hooks.disableText'), 'dev.hooks.disable', () =>
                  setEnabled.mutateAsync({ endpointId: h.endpointId, enabled: false }),
                )
              }
            >
              {t('dev.hooks.disable')}
            </Button>
          ) : (
            <Button size="small" onClick={() => setEnabled.mutate({ endpointId: h.endpointId, enabled: true })}>
              {t('dev.hooks.enable')}
            </Button>
          )}
          <Button
            size="small"
            onClick={() => confirm('dev.hooks.rotateTitle', t('dev.hooks.rotateText'), 'dev.hooks.rotate', () => rotate.mutateAsync(h.endpointId))}
            data-testid={`hook-rotate-${h.endpointId}`}
          >
            {t('dev.hooks.rotate')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => confirm('dev.hooks.deleteTitle', t('dev.hooks.deleteText', { url: h.url }), 'dev.hooks.delete', () => remove.mutateAsync(h.endpointId))}
            data-testid={`hook-delete-${h.endpointId}`}
          >
            {t('dev.hooks.delete')}
          </Button>
        </div>
      </li>
    );
  };

  return (
    <Panel
      title={t('dev.hooks.title')}
      testId="webhooks"
      extra={
        <Button type="primary" icon={<ApiOutlined />} onClick={() => setEditing(null)} data-testid="add-hook">
          {t('dev.hooks.add')}
        </Button>
      }
    >
      {modalHolder}
      <p className={shared.hint}>{t('dev.hooks.lead')}</p>
      {editing !== undefined ? (
        <EndpointModal
          key={editing?.endpointId ?? 'new'}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onCreated={(s) => {
            setEditing(undefined);
            setSecret(s);
          }}
        />
      ) : null}
      {secret ? (
        <Reveal title={t('dev.hooks.secretTitle')} secret={secret} warning={t('dev.hooks.secretWarning')} onClose={() => setSecret(null)} testId="hook-secret">
          <p className={shared.hint}>{t('dev.hooks.secretLead')}</p>
        </Reveal>
      ) : null}
      {logOf ? (
        <Suspense fallback={null}>
          <Deliveries endpoint={logOf} onClose={() => setLogOf(null)} />
        </Suspense>
      ) : null}
      <QueryList
        query={hooks}
        rows={rows}
        renderRow={row}
        testId="hook-list"
        moreTestId="hook-more"
        moreLabel={t('dev.hooks.more')}
        errorTitle={t('dev.hooks.loadFailed')}
        retryTestId="hook-retry"
        empty={{ description: t('dev.hooks.empty'), testId: 'hook-empty' }}
      />
    </Panel>
  );
}

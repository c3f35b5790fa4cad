import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UploadedFile } from '@/components/FileUpload/service';
import { useI18n, type MessageKey } from '@/i18n';
import { AttachmentsFormItem } from '@/pages/workOrder/AttachmentsField';
import { placeError } from '@/pages/workOrder/errors';
import {
  createWorkOrder,
  linkedOrderQuery,
  recentOrdersQuery,
  SUBJECT_MAX,
  TEXT_MAX,
  WORK_ORDER_TYPES,
  type WorkOrderRow,
  type WorkOrderType,
} from '@/pages/workOrder/service';
import styles from '@/pages/workOrder/workOrder.module.css';
import controls from '@/styles/shared.module.css';

interface NewValues {
  type: WorkOrderType | '';
  subject: string;
  description: string;
  attachments: UploadedFile[];
  orderId: string;
}

const FIELDS = ['type', 'subject', 'description', 'attachments', 'orderId'];
const EMPTY: NewValues = { type: '', subject: '', description: '', attachments: [], orderId: '' };

/** A native select inside a Form.Item (light, and every browser's own on a phone). */
function NativeSelect({
  value,
  onChange,
  options,
  testId,
  ...aria
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  options: { value: string; label: string }[];
  testId: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}) {
  return (
    <select {...aria} className={`${controls.select} ${styles.select}`} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} data-testid={testId}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Raising a work order: type, subject, description (counted), up to five attachments and
 * optionally one of the enterprise's recent orders (`orderId` prefills it when another screen
 * opened the form for an order). The form stays mounted while the page is open, so closing it
 * or a failed submit loses nothing; a refusal goes under its field or, in the server's words,
 * above the buttons.
 */
export default function NewWorkOrderModal({
  open,
  enterpriseId,
  ordersVisible,
  orderId,
  onClose,
  onCreated,
}: {
  open: boolean;
  enterpriseId: string | undefined;
  /** The member may read the records (the orders to choose from). */
  ordersVisible: boolean;
  /** The order the form was opened for (`?orderId=`). */
  orderId: string;
  onClose: () => void;
  onCreated: (row: WorkOrderRow) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<NewValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const orders = useQuery(recentOrdersQuery(enterpriseId, open && ordersVisible));
  const linked = useQuery({ ...linkedOrderQuery(enterpriseId, orderId), enabled: !!enterpriseId && !!orderId && ordersVisible });

  // Opened for an order: that order is chosen, once (the user may still change it).
  const prefilled = useRef('');
  useEffect(() => {
    if (open && orderId && prefilled.current !== orderId) {
      prefilled.current = orderId;
      form.setFieldValue('orderId', orderId);
    }
  }, [open, orderId, form]);

  const submit = useMutation({
    mutationFn: (v: NewValues) =>
      createWorkOrder({
        type: v.type as WorkOrderType,
        subject: v.subject.trim(),
        description: v.description.trim(),
        attachments: v.attachments.map((f) => f.key),
        ...(v.orderId ? { orderId: v.orderId } : {}),
      }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (row) => {
      setProblem(null);
      form.resetFields();
      onCreated(row);
    },
    onError: (e) => setProblem(placeError(form, e, FIELDS) ?? t('workOrder.form.kept')),
  });

  const orderOptions = [{ value: '', label: t('workOrder.form.orderNone') }];
  const recent = orders.data ?? [];
  if (orderId && !recent.some((o) => o.orderId === orderId)) {
    orderOptions.push({
      value: orderId,
      label: linked.data ? t('workOrder.form.orderLinked', { orderNo: linked.data.orderNo }) : t('workOrder.form.orderUnknown'),
    });
  }
  for (const o of recent) {
    orderOptions.push({ value: o.orderId, label: t('workOrder.form.orderOption', { orderNo: o.orderNo, name: o.candidateName, package: o.packageName }) });
  }

  return (
    <Modal
      open={open}
      title={t('workOrder.form.title')}
      onCancel={() => {
        if (!submit.isPending) onClose();
      }}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={submit.isPending}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={submit.isPending} onClick={() => form.submit()} data-testid="workorder-submit">
          {t('workOrder.form.submit')}
        </Button>,
      ]}
      forceRender
    >
      <Form<NewValues>
        form={form}
        name="workorder"
        layout="vertical"
        initialValues={EMPTY}
        requiredMark
        onFinish={(v) => {
          if (sending.current) return;
          sending.current = true;
          setProblem(null);
          submit.mutate(v);
        }}
      >
        <Form.Item name="type" label={t('workOrder.form.type')} rules={[{ required: true, message: t('workOrder.form.typeRequired') }]}>
          <NativeSelect
            testId="workorder-type"
            options={[
              { value: '', label: t('workOrder.form.typeChoose') },
              ...WORK_ORDER_TYPES.map((k) => ({ value: k, label: t(`workOrder.type.${k}` as MessageKey) })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('workOrder.form.subject')}
          rules={[
            { required: true, whitespace: true, message: t('workOrder.form.subjectRequired') },
            { max: SUBJECT_MAX, message: t('workOrder.tooLong', { max: SUBJECT_MAX }) },
          ]}
          // One line: a pasted line break becomes a space.
          normalize={(v: string) => v.replace(/[\r\n]+/g, ' ')}
        >
          <Input maxLength={SUBJECT_MAX} showCount data-testid="workorder-subject" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('workOrder.form.description')}
          extra={t('workOrder.form.descriptionHint')}
          className={styles.counted}
          rules={[
            { required: true, whitespace: true, message: t('workOrder.form.descriptionRequired') },
            { max: TEXT_MAX, message: t('workOrder.tooLong', { max: TEXT_MAX }) },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={TEXT_MAX} showCount data-testid="workorder-description" />
        </Form.Item>
        <AttachmentsFormItem disabled={submit.isPending} />
        <Form.Item name="orderId" label={t('workOrder.form.order')} extra={orders.isFetching ? t('workOrder.form.orderLoading') : undefined}>
          <NativeSelect testId="workorder-order" options={orderOptions} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} data-testid="workorder-problem" /> : null}
    </Modal>
  );
}

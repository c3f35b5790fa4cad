import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { UploadedFile } from '@/components/FileUpload/service';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { AttachmentsFormItem } from './AttachmentsField';
import { placeError } from './errors';
import { ApiError } from '@/utils/request';
import { TEXT_MAX } from './service';
import styles from './workOrder.module.css';
import * as ErrorCode from '@/services/errorCodes';

interface ReplyValues {
  text: string;
  attachments: UploadedFile[];
}

const FIELDS = ['text', 'attachments'];
const MOVED: readonly number[] = [ErrorCode.WorkOrderClosed, ErrorCode.WorkOrderResolved, ErrorCode.WorkOrderStateConflict];

/**
 * The reply under a thread: the message (line breaks kept, at most 2000 characters, counted)
 * and up to five attachments. A failed send keeps what was written: the reason goes under its
 * field, or above the buttons in the server's words; a sent reply empties the box.
 */
export default function ReplyBox({
  id,
  send,
  onSent,
  extra,
}: {
  /** Prefix of ids and test ids (`workorder`, `ops-workorder`). */
  id: string;
  send: (text: string, attachments: string[]) => Promise<unknown>;
  /** After a reply, or a refusal because the ticket moved: the page reads the ticket again. */
  onSent: () => void;
  /** More buttons beside Send (the platform's Resolve). */
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<ReplyValues>();
  const [problem, setProblem] = useState<string | null>(null);
  // Set at the first click: a second click of the same moment sends nothing.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: (v: ReplyValues) => send(v.text.trim(), v.attachments.map((f) => f.key)),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: () => {
      setProblem(null);
      form.resetFields();
      toastSuccess(t('workOrder.reply.sent'));
      onSent();
    },
    onError: (e) => {
      setProblem(placeError(form, e, FIELDS));
      // Refused because the ticket moved meanwhile (closed, resolved): show where it stands now.
      if (e instanceof ApiError && MOVED.includes(e.code)) onSent();
    },
  });

  return (
    <Form<ReplyValues>
      form={form}
      name={`${id}-reply`}
      layout="vertical"
      initialValues={{ text: '', attachments: [] }}
      onFinish={(v) => {
        if (sending.current) return;
        sending.current = true;
        setProblem(null);
        mutation.mutate(v);
      }}
      className={styles.reply}
    >
      <Form.Item
        name="text"
        label={t('workOrder.reply.label')}
        rules={[
          { required: true, whitespace: true, message: t('workOrder.reply.required') },
          { max: TEXT_MAX, message: t('workOrder.tooLong', { max: TEXT_MAX }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={TEXT_MAX}
          showCount
          placeholder={t('workOrder.reply.placeholder')}
          data-testid={`${id}-reply-text`}
        />
      </Form.Item>
      <AttachmentsFormItem disabled={mutation.isPending} />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} className={styles.problem} data-testid={`${id}-reply-problem`} /> : null}
      <div className={styles.replyActions}>
        {extra}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={mutation.isPending} data-testid={`${id}-reply-send`}>
          {t('workOrder.reply.send')}
        </Button>
      </div>
    </Form>
  );
}

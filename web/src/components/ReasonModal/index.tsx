import { Form, Input, Modal, type FormInstance } from 'antd';
import { useI18n } from '@/i18n';

/** A reason the other side reads: at most 500 characters (the server's `Reason`). */
export const REASON_MAX = 500;

/**
 * A rejection that needs its reason (a review, a transfer): a danger-styled dialog with one
 * required text field. The caller owns the form, so it can place a server refusal under it.
 */
export default function ReasonModal({
  form,
  formName,
  open,
  title,
  okText,
  label,
  hint,
  requiredMessage,
  loading,
  onSubmit,
  onCancel,
}: {
  form: FormInstance<{ reason: string }>;
  formName: string;
  open: boolean;
  title: string;
  okText: string;
  label: string;
  hint: string;
  requiredMessage: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name={formName} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={label}
          extra={hint}
          rules={[
            { required: true, whitespace: true, message: requiredMessage },
            { max: REASON_MAX, message: t('enterprise.tooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

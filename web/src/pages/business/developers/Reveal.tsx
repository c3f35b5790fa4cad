import type { ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import styles from './index.module.css';

/** Puts `text` on the clipboard; false when the browser refuses (no permission, no secure context). */
async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A secret or a command in a monospace box, selectable, with a copy button. */
export function CopyBox({ text, label, testId }: { text: string; label?: string; testId: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.copyBox}>
      <code className={styles.secret} data-testid={testId}>
        {text}
      </code>
      <Button
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy(text).then((done) => (done ? toastSuccess(t('dev.copied')) : toastError(t('dev.copyFailed'))))}
        data-testid={`${testId}-copy`}
      >
        {label ?? t('dev.copy')}
      </Button>
    </div>
  );
}

/**
 * The one time a secret is shown (a new API key, a webhook's signing secret): the secret with a
 * copy button, the warning that it will not be shown again, and what to do with it. Closing it
 * forgets the secret (the parent drops it).
 */
export default function Reveal({
  title,
  secret,
  warning,
  onClose,
  children,
  testId,
}: {
  title: string;
  secret: string;
  warning: string;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-done`}>
          {t('dev.keys.done')}
        </Button>
      }
    >
      <div className={styles.reveal} data-testid={testId}>
        <Alert type="warning" showIcon title={warning} />
        <CopyBox text={secret} testId={`${testId}-secret`} />
        {children}
      </div>
    </Modal>
  );
}

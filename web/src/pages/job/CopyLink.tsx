import { Button } from 'antd';
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

/** A position's public application address with a copy button. */
export default function CopyLink({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.link}>
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.url} data-testid="job-link" title={t('job.link.open')}>
        {url}
      </a>
      <Button
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy(url).then((done) => (done ? toastSuccess(t('job.link.copied')) : toastError(t('job.link.copyFailed'))))}
        data-testid="job-link-copy"
      >
        {t('job.link.copy')}
      </Button>
    </div>
  );
}

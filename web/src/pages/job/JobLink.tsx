import { useRef } from 'react';
import { Button, QRCode } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import CopyLink from './CopyLink';
import styles from './index.module.css';

/** The file name of a position's QR code: its title without characters file systems refuse. */
function fileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'position'}-QR.png`;
}

/**
 * The QR code of a position's link, on white so the downloaded PNG prints as it shows, with a
 * download of that PNG (the canvas antd draws).
 */
export function JobQr({ url, title, size = 168 }: { url: string; title: string; size?: number }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const download = () => {
    const canvas = box.current?.querySelector('canvas');
    const data = canvas?.toDataURL('image/png');
    if (!data) return;
    const a = document.createElement('a');
    a.href = data;
    a.download = fileName(title);
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  return (
    <figure className={styles.qr}>
      <div ref={box} data-testid="job-qr" data-qr-value={url}>
        <QRCode value={url} size={size} type="canvas" bgColor="#ffffff" color="#000000" bordered={false} aria-label={t('job.qr.alt', { title })} />
      </div>
      <figcaption className={styles.qrCaption}>
        <Button size="small" icon={<DownloadOutlined />} onClick={download} data-testid="job-qr-download">
          {t('job.qr.download')}
        </Button>
      </figcaption>
    </figure>
  );
}

/** Link, copy button and QR code together (the detail's summary, a new position). */
export default function JobLink({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.share}>
      <div className={styles.shareText}>
        <div className={styles.label}>{t('job.link.label')}</div>
        <CopyLink url={url} />
        <p className={styles.meta}>{t('job.qr.hint')}</p>
      </div>
      <JobQr url={url} title={title} />
    </div>
  );
}

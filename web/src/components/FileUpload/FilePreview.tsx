import { useState } from 'react';
import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import { isPdf } from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

/**
 * A stored file as the screens show it: an image inline, a PDF (or an image that cannot be
 * shown) as a link that opens it in a new tab.
 */
export default function FilePreview({
  url,
  name,
  contentType,
  alt,
}: {
  url: string;
  name?: string | null;
  contentType?: string | null;
  /** What the image shows (the business licence of …). */
  alt: string;
}) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);
  const pdf = isPdf({ contentType, name, url });
  if (pdf || broken) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={shared.fileLink} data-testid="file-link">
        {pdf ? <FilePdfOutlined aria-hidden /> : <FileOutlined aria-hidden />}
        <span>{name || (pdf ? t('upload.viewPdf') : t('upload.viewFile'))}</span>
        <span className="visually-hidden"> ({t('upload.newTab')})</span>
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
      <img src={url} alt={alt} className={styles.image} onError={() => setBroken(true)} data-testid="file-image" />
      <span className="visually-hidden"> ({t('upload.newTab')})</span>
    </a>
  );
}

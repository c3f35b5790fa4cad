import { useRef, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import { RequestError } from '@/utils/request';
import FilePreview from './FilePreview';
import { acceptOf, fileProblem, uploadFile, uploadHint, UPLOAD_RULES, type UploadedFile } from './service';
import styles from './index.module.css';

type Purpose = keyof typeof UPLOAD_RULES;

/** The file currently held: a fresh upload, or the stored one (its URL, maybe no name). */
export type HeldFile = Pick<UploadedFile, 'url'> & Partial<Omit<UploadedFile, 'url'>>;

/**
 * Picks a file, checks its type and size against the purpose's rule, uploads it and hands the
 * reply up; shows what is held (an image, or a PDF's name) with a way to replace it. A failed
 * upload keeps what was held and reports the reason with `onError` (shown under the field).
 */
export default function FileUpload({
  id,
  purpose,
  value,
  onChange,
  onError,
  describedBy,
  invalid,
  buttonRef,
  alt,
  label,
  disabled,
}: {
  /** The button's id (the field label points at it). */
  id: string;
  purpose: Purpose;
  value: HeldFile | null;
  onChange: (file: UploadedFile) => void;
  onError: (message: string | null) => void;
  describedBy?: string;
  invalid?: boolean;
  buttonRef?: (el: HTMLElement | null) => void;
  /** What the held image shows. */
  alt: string;
  /** The field's name, read with the button's action ("Business licence — Upload file"). */
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const rule = UPLOAD_RULES[purpose];
  const action = uploading ? t('upload.uploading') : value?.url ? t('upload.replace') : t('upload.choose');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, rule);
    if (problem) {
      onError(problem === 'type' ? t('upload.wrongType', { types: uploadHint(t, purpose) }) : t('upload.tooLarge', { size: `${rule.maxBytes / (1024 * 1024)} MB` }));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, purpose);
      onError(null);
      onChange({ ...uploaded, name: uploaded.name || file.name, contentType: uploaded.contentType || file.type });
    } catch (e) {
      // Session errors were already handled (and announced) by the request layer.
      if (!(e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted'))) {
        onError(e instanceof Error ? e.message : String(e));
      }
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      {value?.url ? (
        <div className={styles.preview}>
          <FilePreview url={value.url} name={value.name} contentType={value.contentType} alt={alt} />
          {value.name && value.contentType !== 'application/pdf' ? <span className={styles.fileName}>{value.name}</span> : null}
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={acceptOf(rule)}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden
        aria-label={label ?? alt}
        data-testid={`${id}-input`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button
        id={id}
        ref={buttonRef}
        icon={<UploadOutlined />}
        loading={uploading}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-label={label ? `${label} — ${action}` : undefined}
        onClick={() => input.current?.click()}
      >
        {action}
      </Button>
    </div>
  );
}

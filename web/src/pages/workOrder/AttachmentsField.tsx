import { Button, Form } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import FileUpload from '@/components/FileUpload';
import { uploadHint, type UploadedFile } from '@/components/FileUpload/service';
import { useI18n } from '@/i18n';
import { MAX_ATTACHMENTS } from './service';
import shared from '@/styles/shared.module.css';
import styles from './workOrder.module.css';

/**
 * The attachments of a ticket or a reply as a field of its antd Form (`attachments`): the
 * label, the hint (how many, which types), the uploads; a failed upload's reason under it.
 */
export function AttachmentsFormItem({ disabled }: { disabled?: boolean }) {
  const { t } = useI18n();
  const form = Form.useFormInstance();
  return (
    <Form.Item name="attachments" label={t('workOrder.attach.label')} extra={t('workOrder.attach.hint', { max: MAX_ATTACHMENTS, types: uploadHint(t, 'attachment') })}>
      <AttachmentsField disabled={disabled} onError={(message) => form.setFields([{ name: 'attachments', errors: message ? [message] : [] }])} />
    </Form.Item>
  );
}

/**
 * Up to five uploads (purpose `attachment`) inside an antd Form.Item, which hands it id, value
 * and onChange: the files held, each with a remove button, and an upload button while fewer
 * than five are held. An upload that fails keeps the others and reports with `onError`.
 */
export default function AttachmentsField({
  id,
  value,
  onChange,
  onError,
  disabled,
}: {
  id?: string;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const files = value ?? [];
  const fieldId = id ?? 'attachments';
  return (
    <div className={styles.attach}>
      {files.length ? (
        <ul className={styles.files} aria-label={t('workOrder.attach.list')} data-testid={`${fieldId}-files`}>
          {files.map((f) => (
            <li key={f.key} className={styles.heldFile}>
              <a href={f.url} target="_blank" rel="noopener noreferrer" className={shared.fileLink}>
                <PaperClipOutlined aria-hidden />
                <span>{f.name}</span>
                <span className="visually-hidden"> ({t('upload.newTab')})</span>
              </a>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('workOrder.attach.remove', { name: f.name })}
                disabled={disabled}
                onClick={() => onChange?.(files.filter((other) => other.key !== f.key))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < MAX_ATTACHMENTS ? (
        <FileUpload
          id={fieldId}
          purpose="attachment"
          value={null}
          onChange={(file) => {
            // A file uploaded twice is attached once.
            if (!files.some((f) => f.key === file.key)) onChange?.([...files, file]);
          }}
          onError={onError}
          alt={t('workOrder.attach.add')}
          label={t('workOrder.attach.add')}
          describedBy={`${fieldId}_extra`}
          disabled={disabled}
        />
      ) : (
        <p className={styles.hint}>{t('workOrder.attach.full', { max: MAX_ATTACHMENTS })}</p>
      )}
    </div>
  );
}

import { Form } from 'antd';
import { useI18n } from '@/i18n';
import FileUpload, { type HeldFile } from './index';
import { fieldHint, type UPLOAD_RULES } from './service';

type UploadPurpose = keyof typeof UPLOAD_RULES;

/** The upload inside its Form.Item (which hands it id, value, onChange and its aria state). */
function HeldFileField({
  id,
  value,
  onChange,
  onError,
  purpose,
  alt,
  label,
  fallbackId,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  value?: HeldFile | null;
  onChange?: (file: HeldFile) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  onError: (message: string | null) => void;
  purpose: UploadPurpose;
  alt: string;
  label: string;
  fallbackId: string;
}) {
  const fieldId = id ?? fallbackId;
  return (
    <FileUpload
      id={fieldId}
      purpose={purpose}
      value={value ?? null}
      onChange={(file) => onChange?.(file)}
      onError={onError}
      alt={alt}
      label={label}
      describedBy={ariaDescribedBy ?? `${fieldId}_extra`}
      invalid={ariaInvalid === true || ariaInvalid === 'true'}
    />
  );
}

/**
 * A file field of an antd Form: the form holds the uploaded file (`HeldFile`, its `key` is what
 * the server takes); the hint says which types and size the purpose accepts; an upload that
 * fails shows its reason under the field. The light form kit's twin is `LightFormFileUpload`.
 */
export default function FormFileUpload({
  name,
  formName,
  purpose,
  label,
  alt,
  requiredMessage,
  hint,
}: {
  name: string;
  /** The form's `name` (the field's id is `<formName>_<name>`; `<name>` in a form without one). */
  formName?: string;
  purpose: UploadPurpose;
  label: string;
  /** What the held image shows. */
  alt: string;
  requiredMessage?: string;
  /** Said before the purpose's types and size. */
  hint?: string;
}) {
  const { t } = useI18n();
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={fieldHint(t, purpose, hint)}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : undefined}
    >
      <HeldFileField
        purpose={purpose}
        alt={alt}
        label={label}
        fallbackId={formName ? `${formName}_${name}` : name}
        onError={(message) => form.setFields([{ name, errors: message ? [message] : [] }])}
      />
    </Form.Item>
  );
}

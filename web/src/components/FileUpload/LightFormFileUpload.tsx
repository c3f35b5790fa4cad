import { useState } from 'react';
import { FieldFrame } from '@/components/form/fields';
import type { FormValues, LightForm } from '@/components/form/useLightForm';
import { useI18n } from '@/i18n';
import FileUpload, { type HeldFile } from './index';
import { fieldHint, type UPLOAD_RULES } from './service';

/**
 * `FormFileUpload` for the light form kit of the public screens (`components/form`, no antd
 * Form: onboarding stays within its budget): the same field — label, the purpose's types and size
 * under it, an upload's failure as the field's error — with the uploaded file's `key` as the
 * form's value and the file itself (its preview) held here. The field's rule says when it is
 * required.
 */
export default function LightFormFileUpload<V extends FormValues>({
  form,
  name,
  purpose,
  label,
  alt,
  hint,
}: {
  form: LightForm<V>;
  name: keyof V & string;
  purpose: keyof typeof UPLOAD_RULES;
  label: string;
  /** What the held image shows. */
  alt: string;
  /** Said before the purpose's types and size. */
  hint?: string;
}) {
  const { t } = useI18n();
  const [held, setHeld] = useState<HeldFile | null>(null);
  return (
    <FieldFrame form={form} name={name} label={label} extra={fieldHint(t, purpose, hint)}>
      {(describedBy, invalid) => (
        <FileUpload
          id={form.id(name)}
          purpose={purpose}
          value={held}
          alt={alt}
          label={label}
          onChange={(file) => {
            setHeld(file);
            form.setValue(name, file.key as V[typeof name]);
            form.onBlur(name);
          }}
          onError={(message) => form.setError(name, message ? { message } : null, { focus: false })}
          describedBy={describedBy}
          invalid={invalid}
          buttonRef={form.ref(name)}
        />
      )}
    </FieldFrame>
  );
}

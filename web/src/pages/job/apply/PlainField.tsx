import type { ReactNode } from 'react';
import formStyles from '@/components/form/form.module.css';

/**
 * A labelled control outside the light form's flat values (a work history row, the attachments):
 * the same look and the same ties (label, visible hint, announced error) as its fields.
 */
export default function PlainField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const describedBy = [error ? `${id}_error` : null, hint ? `${id}_extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${formStyles.field} ${formStyles.invalid}` : formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={formStyles.row}>{children(describedBy, !!error)}</div>
      {error ? (
        <div id={`${id}_error`} className={formStyles.error} role="alert" data-testid={`${id}_error`}>
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}_extra`} className={formStyles.extra}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

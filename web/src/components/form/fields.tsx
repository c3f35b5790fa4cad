/**
 * Labelled controls of the light form (see useLightForm): a label tied to its input, the rule or
 * hint as visible text under it, and the error (with its way forward) announced and tied to the
 * input with aria-describedby.
 */
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import type { FormValues, LightForm } from './useLightForm';
import styles from './form.module.css';

type Field<V> = keyof V & string;

interface FieldFrameProps<V extends FormValues> {
  form: LightForm<V>;
  name: Field<V>;
  label: ReactNode;
  /** Visible help under the control (a rule, a hint). */
  extra?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  /** Something beside the control (a "Send code" button). */
  addon?: ReactNode;
}

/** Label, control, help and error of one field. */
export function FieldFrame<V extends FormValues>({ form, name, label, extra, children, addon }: FieldFrameProps<V>) {
  const id = form.id(name);
  const error = form.errors[name];
  const describedBy = [error ? `${id}_error` : null, extra ? `${id}_extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {children(describedBy, !!error)}
        {addon}
      </div>
      {error ? (
        <div id={`${id}_error`} className={styles.error} role="alert" data-testid={`${id}_error`}>
          <span>{error.message}</span>
          {error.action ? <span className={styles.action}>{error.action}</span> : null}
        </div>
      ) : null}
      {extra ? (
        <div id={`${id}_extra`} className={styles.extra}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & {
  type?: 'text' | 'tel' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** Applied to every change before it is stored (phone digits, trimmed codes). */
  normalize?: (value: string) => string;
  /** The input's data-testid (end-to-end journeys). */
  testId?: string;
};

type TextFieldProps<V extends FormValues> = Omit<FieldFrameProps<V>, 'children'> &
  InputProps & {
    prefix?: ReactNode;
    /** A control after the input, inside its box (the password's show/hide). */
    suffix?: ReactNode;
  };

/** A text input with its label, help and error. */
export function TextField<V extends FormValues>({
  form,
  name,
  label,
  extra,
  addon,
  prefix,
  suffix,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  normalize,
  testId,
}: TextFieldProps<V>) {
  const value = form.values[name];
  return (
    <FieldFrame form={form} name={name} label={label} extra={extra} addon={addon}>
      {(describedBy, invalid) => (
        <span className={styles.control}>
          {prefix ? (
            <span className={styles.prefix} aria-hidden>
              {prefix}
            </span>
          ) : null}
          <input
            ref={form.ref(name)}
            id={form.id(name)}
            name={name}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            placeholder={placeholder}
            className={styles.input}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required
            data-testid={testId}
            onChange={(e) => form.setValue(name, (normalize ? normalize(e.target.value) : e.target.value) as V[typeof name])}
            onBlur={() => form.onBlur(name)}
          />
          {suffix}
        </span>
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide button. */
export function PasswordField<V extends FormValues>(props: Omit<TextFieldProps<V>, 'type' | 'suffix'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      }
    />
  );
}

/** A checkbox whose label is `children` (links inside it stay links). */
export function CheckboxField<V extends FormValues>({
  form,
  name,
  children,
}: {
  form: LightForm<V>;
  name: Field<V>;
  children: ReactNode;
}) {
  const id = form.id(name);
  const error = form.errors[name];
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <div className={styles.check}>
        <input
          ref={form.ref(name)}
          id={id}
          name={name}
          type="checkbox"
          className={styles.checkbox}
          checked={form.values[name] === true}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}_error` : undefined}
          onChange={(e) => form.setValue(name, e.target.checked as V[typeof name])}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {children}
        </label>
      </div>
      {error ? (
        <div id={`${id}_error`} className={styles.error} role="alert">
          {error.message}
        </div>
      ) : null}
    </div>
  );
}

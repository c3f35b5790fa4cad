/**
 * A small form model for the public screens (sign-in, sign-up, password reset). antd's Form and
 * Input would add some 50 KB gzip to each of those pages, which must stay light; the console
 * uses antd's Form.
 *
 * - Values and per-field errors live in React state; rules are plain functions returning the
 *   message of the failure (or null).
 * - A field is checked on submit, on blur once it holds something, and from then on at every
 *   change; a server error set on a field stays until the field is edited.
 * - A failed submit moves focus to the first invalid field (fields in the order of `initial`).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';

export interface FieldError {
  message: string;
  /** A way forward shown after the message, e.g. a "Sign in instead" link. */
  action?: ReactNode;
}

export type FormValues = Record<string, string | boolean>;
export type Rules<V extends FormValues> = { [K in keyof V]?: (value: V[K], values: V) => string | null };
type Field<V> = keyof V & string;

export interface LightForm<V extends FormValues> {
  /** The form's id; inputs are `<name>_<field>`. */
  name: string;
  values: V;
  errors: Partial<Record<Field<V>, FieldError>>;
  id: (field: Field<V>) => string;
  setValue: <K extends Field<V>>(field: K, value: V[K]) => void;
  setError: (field: Field<V>, error: FieldError | null, options?: { focus?: boolean }) => void;
  /** Checks `fields` (all by default), shows their errors, focuses the first invalid one. */
  validate: (fields?: Field<V>[]) => boolean;
  /** Ref for the field's focusable element. */
  ref: (field: Field<V>) => (el: HTMLElement | null) => void;
  onBlur: (field: Field<V>) => void;
  /** A submit handler: validates everything, then calls `onValid` with the values. */
  handleSubmit: (onValid: (values: V) => void) => (event: FormEvent) => void;
}

export function useLightForm<V extends FormValues>(name: string, initial: V, rules: Rules<V>): LightForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field<V>, FieldError>>>({});
  const valuesRef = useRef(values);
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  }, [rules]);
  /** Fields checked at least once: they are checked again at every change. */
  const checked = useRef(new Set<Field<V>>());
  /** Fields showing a server error, which stays until the field is edited. */
  const sticky = useRef(new Set<Field<V>>());
  const elements = useRef(new Map<Field<V>, HTMLElement>());
  const order = useRef(Object.keys(initial) as Field<V>[]);

  const check = useCallback((field: Field<V>, all: V): string | null => {
    const rule = rulesRef.current[field];
    return rule ? rule(all[field], all) : null;
  }, []);

  const focus = useCallback((field: Field<V>) => {
    elements.current.get(field)?.focus();
  }, []);

  const validate = useCallback(
    (fields?: Field<V>[]) => {
      const all = valuesRef.current;
      const list = fields ?? order.current;
      const found: Partial<Record<Field<V>, FieldError>> = {};
      for (const field of list) {
        checked.current.add(field);
        sticky.current.delete(field);
        const message = check(field, all);
        if (message) found[field] = { message };
      }
      setErrors((prev) => {
        const next = { ...prev };
        for (const field of list) {
          if (found[field]) next[field] = found[field];
          else delete next[field];
        }
        return next;
      });
      const firstInvalid = order.current.find((f) => found[f]);
      if (firstInvalid) focus(firstInvalid);
      return !firstInvalid;
    },
    [check, focus],
  );

  const setValue = useCallback(
    <K extends Field<V>>(field: K, value: V[K]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      sticky.current.delete(field);
      // Re-check what was checked before (a change of the password re-checks its confirmation).
      setErrors((prev) => {
        const updated = { ...prev };
        for (const f of checked.current) {
          if (sticky.current.has(f)) continue;
          const message = check(f, next);
          if (message) updated[f] = { message };
          else delete updated[f];
        }
        if (!checked.current.has(field)) delete updated[field];
        return updated;
      });
    },
    [check],
  );

  const setError = useCallback(
    (field: Field<V>, error: FieldError | null, options: { focus?: boolean } = {}) => {
      if (error) sticky.current.add(field);
      else sticky.current.delete(field);
      setErrors((prev) => {
        const next = { ...prev };
        if (error) next[field] = error;
        else delete next[field];
        return next;
      });
      if (error && options.focus !== false) focus(field);
    },
    [focus],
  );

  const onBlur = useCallback(
    (field: Field<V>) => {
      const value = valuesRef.current[field];
      if (sticky.current.has(field)) return;
      if (checked.current.has(field) || (typeof value === 'string' && value !== '')) {
        checked.current.add(field);
        const message = check(field, valuesRef.current);
        setErrors((prev) => {
          const next = { ...prev };
          if (message) next[field] = { message };
          else delete next[field];
          return next;
        });
      }
    },
    [check],
  );

  const ref = useCallback(
    (field: Field<V>) => (el: HTMLElement | null) => {
      if (el) elements.current.set(field, el);
      else elements.current.delete(field);
    },
    [],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => void) => (event: FormEvent) => {
      event.preventDefault();
      if (validate()) onValid(valuesRef.current);
    },
    [validate],
  );

  return useMemo(
    () => ({
      name,
      values,
      errors,
      id: (field: Field<V>) => `${name}_${field}`,
      setValue,
      setError,
      validate,
      ref,
      onBlur,
      handleSubmit,
    }),
    [name, values, errors, setValue, setError, validate, ref, onBlur, handleSubmit],
  );
}

import controls from '@/styles/controls.module.css';

/**
 * One filter of a list as a native select (light, and the phone's own picker): "all" first, then
 * the choices; the empty value means no filter.
 */
export default function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  testId,
  className,
}: {
  /** Its accessible name. */
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  allLabel: string;
  options: readonly { value: V; label: string }[];
  testId?: string;
  className?: string;
}) {
  return (
    <select
      className={className ? `${controls.select} ${className}` : controls.select}
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      data-testid={testId}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

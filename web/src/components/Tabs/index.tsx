import { useRef, type KeyboardEvent } from 'react';
import styles from './index.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs (antd's Tabs would add its weight to the sign-in page and its menu to a list):
 * one tab stop for the list, arrow keys, Home and End move between tabs and select them. Each
 * tab controls `<id>-panel`, which the caller renders; the row scrolls sideways on a narrow phone.
 */
export default function Tabs<K extends string>({
  id,
  items,
  active,
  onChange,
  label,
  testIds,
  className,
}: {
  id: string;
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** Gives each tab the test id `<id>-tab-<key>`. */
  testIds?: boolean;
  /** The list's own class beside the shared one (sign-in centres its methods). */
  className?: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next].key);
    refs.current.get(items[next].key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${id}-panel`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => move(e, index)}
            data-testid={testIds ? `${id}-tab-${item.key}` : undefined}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

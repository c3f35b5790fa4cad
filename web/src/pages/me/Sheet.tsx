import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import styles from './sheet.module.css';

/**
 * A modal dialog drawn as a bottom sheet on a phone and a centred box on a wider screen: the
 * portal's confirmations and its correction form. Plain markup (antd's Modal would take the public
 * page past its size budget); focus moves into it, stays in it (Tab wraps), Escape or the
 * backdrop cancel, and focus goes back where it was.
 */
export default function Sheet({
  open,
  title,
  children,
  okText,
  cancelText,
  onOk,
  onCancel,
  danger = false,
  loading = false,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
  danger?: boolean;
  loading?: boolean;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(box.current?.querySelectorAll<HTMLElement>('button, textarea, input, a[href], [tabindex]:not([tabindex="-1"])') ?? []).filter((e) => !e.hasAttribute('disabled'));
    (box.current?.querySelector<HTMLElement>('textarea, input') ?? focusables()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        cancel.current();
      } else if (e.key === 'Tab') {
        const all = focusables();
        if (!all.length) return;
        const first = all[0];
        const last = all[all.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.sheet} data-testid={testId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.buttons}>
          <Button size="large" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button size="large" type="primary" danger={danger} loading={loading} onClick={onOk} data-testid={testId ? `${testId}-ok` : undefined}>
            {okText}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

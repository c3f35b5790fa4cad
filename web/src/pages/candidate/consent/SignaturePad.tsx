import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import styles from './index.module.css';

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null while nothing is drawn. */
  png(): string | null;
  clear(): void;
}

/**
 * A box to sign in with a finger, pen or mouse (pointer events). Drawn at the device's pixel
 * ratio so the signature stays sharp; exported as PNG.
 */
export default function SignaturePad({
  ref,
  label,
  invalid,
  describedBy,
  onChange,
}: {
  ref: Ref<SignaturePadHandle>;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  onChange?: (drawn: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = c.getBoundingClientRect();
    c.width = Math.max(1, Math.round(width * ratio));
    c.height = Math.max(1, Math.round(height * ratio));
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1f1f1f';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  useImperativeHandle(ref, () => ({
    png: () => (drawn.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
    clear: () => {
      const c = canvas.current;
      c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
      drawn.current = false;
      onChange?.(false);
    },
  }));

  return (
    <canvas
      ref={canvas}
      className={invalid ? `${styles.pad} ${styles.padInvalid}` : styles.pad}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="signature-pad"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        last.current = point(e);
      }}
      onPointerMove={(e) => {
        const from = last.current;
        const ctx = canvas.current?.getContext('2d');
        if (!from || !ctx) return;
        const to = point(e);
        ctx.beginPath();
        ctx.moveTo(from.x, from.y);
        ctx.lineTo(to.x, to.y);
        ctx.stroke();
        last.current = to;
        if (!drawn.current) {
          drawn.current = true;
          onChange?.(true);
        }
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerLeave={() => {
        last.current = null;
      }}
    />
  );
}

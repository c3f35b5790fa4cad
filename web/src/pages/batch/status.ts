import type { Tone } from '@/components/StatusBadge';

/** How each batch status reads at a glance. */
export const BATCH_TONE: Record<string, Tone> = {
  validating: 'info',
  ready: 'warning',
  submitting: 'info',
  submitted: 'success',
  canceled: 'neutral',
};

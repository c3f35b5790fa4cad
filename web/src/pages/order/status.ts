import type { Tone } from '../../components/StatusBadge';

export type StatusTone = Tone;

/** How each order status and result reads at a glance. */
export const STATUS_TONE: Record<string, Tone> = {
  awaiting_authorization: 'warning',
  authorized: 'info',
  in_progress: 'info',
  completed: 'success',
  canceled: 'neutral',
  expired: 'neutral',
  suspended: 'error',
};

export const RESULT_TONE: Record<string, Tone> = { clear: 'success', consider: 'warning' };

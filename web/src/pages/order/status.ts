import type { Tone } from '@/components/StatusBadge';
import type { MessageKey, Translate } from '@/i18n';
import type { Schemas } from '@/services/api';

export type StatusTone = Tone;

/** How each order status reads at a glance (a result's tone: `OVERALL_TONE`, utils/grades). */
export const STATUS_TONE: Record<string, Tone> = {
  awaiting_authorization: 'warning',
  authorized: 'info',
  in_progress: 'info',
  completed: 'success',
  canceled: 'neutral',
  expired: 'neutral',
  suspended: 'error',
};


type TimelineEntry = Schemas['TimelineEntry'];

/** A timeline entry in words; the report's events read their note (`v2`, `24h`, `proceed`, `decline`). */
export function eventText(e: TimelineEntry, t: Translate): string {
  const note = e.note ?? '';
  const version = /^v(\d+)$/.exec(note)?.[1];
  const hours = /^(\d+)h$/.exec(note)?.[1];
  switch (e.kind) {
    case 'report_published':
      return version ? t('order.event.report_published.version', { version }) : t('order.event.report_published');
    case 'dispute_resolved':
      return version ? t('order.event.dispute_resolved.version', { version }) : t('order.event.dispute_resolved');
    case 'report_shared':
      if (!hours) return t('order.event.report_shared');
      return Number(hours) >= 48 && Number(hours) % 24 === 0
        ? t('order.event.report_shared.days', { days: Number(hours) / 24 })
        : t('order.event.report_shared.hours', { hours });
    case 'decided':
      return note === 'proceed' || note === 'decline' ? t(`order.event.decided.${note}`) : t('order.event.decided');
    default:
      return t(`order.event.${e.kind}` as MessageKey);
  }
}

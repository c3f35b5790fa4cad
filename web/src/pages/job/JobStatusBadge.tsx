import StatusBadge from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import type { JobStatus } from './service';

export default function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={status === 'open' ? 'success' : 'neutral'} testId="job-status">
      {t(status === 'open' ? 'job.status.open' : 'job.status.closed')}
    </StatusBadge>
  );
}

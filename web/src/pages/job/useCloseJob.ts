import { Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { closeJob, type JobView } from './service';

/**
 * Closing a position, asked first (it cannot be undone): `ask` opens the confirmation, `holder`
 * renders it. The list and the detail read the closed position again.
 */
export function useCloseJob(job: Pick<JobView, 'jobId' | 'title'>) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const close = useMutation({
    mutationFn: () => closeJob(job.jobId),
    onSuccess: async () => {
      toastSuccess(t('job.closedToast'));
      await Promise.all([client.invalidateQueries({ queryKey: ['job/list'] }), client.invalidateQueries({ queryKey: ['job/detail'] })]);
    },
  });
  const ask = () =>
    void modal.confirm({
      title: t('job.closeTitle', { title: job.title }),
      content: t('job.closeText'),
      okText: t('job.close'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'job-close-ok' } as Record<string, string>) },
      cancelText: t('job.closeCancel'),
      // A refusal was toasted by the request layer; the dialog closes either way.
      onOk: () => close.mutateAsync().catch(() => undefined),
    });
  return { ask, holder, pending: close.isPending };
}

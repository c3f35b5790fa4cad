import './unmaskedMessages';
import { Button, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { exportOrders, type OrderFilter } from '@/pages/order/service';

/**
 * Owners' and administrators' unmasked export: confirmed first, saying the file holds candidates'
 * personal data in full and that the export is logged (the server writes the audit entry). Its
 * own chunk, shown only to those who may use it.
 */
export default function UnmaskedExport({ filter }: { filter: OrderFilter }) {
  const { t } = useI18n();
  const [modal, holder] = Modal.useModal();
  const download = useMutation({
    mutationFn: () => exportOrders(filter, 'xlsx', true),
    onSuccess: (reply) => window.open(reply.url, '_blank', 'noopener'),
  });
  const ask = () =>
    void modal.confirm({
      title: t('order.list.unmaskedTitle'),
      content: t('order.list.unmaskedText'),
      okText: t('order.list.unmaskedOk'),
      cancelText: t('order.list.unmaskedCancel'),
      okButtonProps: { ...({ 'data-testid': 'orders-unmasked-ok' } as Record<string, string>) },
      onOk: () => download.mutateAsync().catch(() => undefined),
    });
  return (
    <>
      {holder}
      <Button loading={download.isPending} onClick={ask} data-testid="orders-export-unmasked">
        {t('order.list.exportUnmasked')}
      </Button>
    </>
  );
}

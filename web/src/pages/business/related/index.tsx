import { Button, Modal } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import Panel from '@/components/Panel';
import QueryList, { EmptyNote } from '@/components/QueryList';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import { hasRight } from '@/router/table';
import { toastSuccess } from '@/utils/feedback';
import ManageFrame from '@/pages/business/ManageFrame';
import { changeLogin, relatedMainListQuery, type RelatedMain } from './service';
import styles from '@/pages/business/index.module.css';

/**
 * My enterprises (`/businessManage/related`): every enterprise the user belongs to, with the
 * role there, and a switch (confirmed) to another one. A switch changes the session and the
 * role's menus; when the new role has no enterprise management, the user goes home.
 */
export default function BusinessRelatedPage() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const related = useQuery(relatedMainListQuery(enterpriseId));

  const switchTo = useMutation({
    mutationFn: async (target: RelatedMain) => {
      const info = await fetchUserInfo((await changeLogin(target.enterpriseId)).sToken);
      if (!info) return;
      toastSuccess(t('layout.switched', { name: info.enterprise?.name ?? target.name }));
      void queryClient.invalidateQueries();
      if (!hasRight(info.sideBarMenus ?? [], 'businessManage')) navigate(homeFor(info));
    },
  });

  const isCurrent = (item: RelatedMain) => (enterpriseId ? item.enterpriseId === enterpriseId : item.current);

  const confirmSwitch = (item: RelatedMain) =>
    void modal.confirm({
      title: t('related.switchTitle', { name: item.name }),
      content: t('related.switchText', { name: item.name, role: t(`role.${item.role}` as MessageKey) }),
      okText: t('related.switch'),
      cancelText: t('common.cancel'),
      onOk: () => switchTo.mutateAsync(item).catch(() => undefined),
    });

  const list = related.data?.list ?? [];
  const others = list.filter((item) => !isCurrent(item));

  return (
    <ManageFrame title={t('screen.businessRelated')}>
      {modalHolder}
      <Panel>
        <p className={styles.hint} style={{ marginBottom: 8 }}>
          {t('related.lead')}
        </p>
        <QueryList
          query={related}
          rows={list}
          renderRow={(item) => (
            <li key={item.enterpriseId} className={styles.listItem} data-testid={`related-${item.enterpriseId}`}>
              <span className={styles.listMain}>
                <strong>{item.name}</strong>
                <StatusBadge tone="neutral">{t(`role.${item.role}` as MessageKey)}</StatusBadge>
                {isCurrent(item) ? <StatusBadge tone="info">{t('related.current')}</StatusBadge> : null}
              </span>
              {isCurrent(item) ? null : (
                <Button icon={<SwapOutlined />} onClick={() => confirmSwitch(item)} loading={switchTo.isPending && switchTo.variables?.enterpriseId === item.enterpriseId}>
                  {t('related.switch')}
                </Button>
              )}
            </li>
          )}
          testId="related-list"
          className={styles.list}
          errorTitle={t('related.loadFailed')}
          empty={{ description: t('related.empty') }}
          // The current enterprise is always a row: "none other" is said under it.
          footer={others.length ? null : <EmptyNote description={t('related.empty')} />}
        />
      </Panel>
    </ManageFrame>
  );
}

import { Button, Dropdown, Spin } from 'antd';
import { BankOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n, type MessageKey } from '@/i18n';
import { isPlatformOps, useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';
import { changeLogin, relatedMainListQuery, type RelatedMain } from './service';
import styles from './index.module.css';

/**
 * Beside the logo: the current enterprise, and when the user belongs to several, a menu to
 * switch. A switch changes the session and with it the role's menus, so the route guard checks
 * the current page again (a page the new role may not open turns into the 403 page), and cached
 * replies of the previous enterprise are refetched.
 */
export default function EnterpriseSwitcher() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const queryClient = useQueryClient();
  const enterprise = state.userInfo?.enterprise ?? null;
  const enterpriseId = enterprise?.id;
  const list = useQuery(relatedMainListQuery(enterpriseId)).data?.list ?? [];

  // Failures are toasted by the request layer; the current enterprise stays.
  const switchTo = useMutation({
    mutationFn: async (target: RelatedMain) => {
      const info = await fetchUserInfo((await changeLogin(target.enterpriseId)).sToken);
      if (info) {
        toastSuccess(t('layout.switched', { name: info.enterprise?.name ?? target.name }));
        // Let the route guard re-render under the new role first: a page that role cannot open
        // is then gone before data is refetched (its call would answer -6, which signs out).
        await new Promise((resolve) => setTimeout(resolve, 0));
        void queryClient.invalidateQueries();
      }
    },
  });
  const switching = switchTo.isPending;

  const name = (
    <span data-testid="current-enterprise" className={styles.enterpriseName}>
      {enterprise?.name ?? (isPlatformOps(state.userInfo) ? t('layout.platform') : t('layout.noEnterprise'))}
    </span>
  );

  if (list.length <= 1) {
    return (
      <span data-testid="enterprise-switcher" className={styles.enterprise}>
        <BankOutlined aria-hidden className={styles.enterpriseIcon} />
        {name}
      </span>
    );
  }

  const isCurrent = (item: RelatedMain) => (enterpriseId ? item.enterpriseId === enterpriseId : item.current);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomLeft"
      disabled={switching}
      menu={{
        selectable: true,
        selectedKeys: list.filter(isCurrent).map((i) => i.enterpriseId),
        items: [
          {
            type: 'group',
            label: t('layout.switchEnterprise'),
            key: 'title',
            children: list.map((item) => ({
              key: item.enterpriseId,
              label: (
                <span data-testid={`enterprise-option-${item.enterpriseId}`} className={styles.enterpriseOption}>
                  <span>
                    {item.name}
                    <span className={styles.enterpriseRole}> · {t(`role.${item.role}` as MessageKey)}</span>
                  </span>
                  {isCurrent(item) ? <CheckOutlined aria-label={t('layout.currentEnterprise')} /> : null}
                </span>
              ),
              onClick: () => {
                if (!isCurrent(item)) switchTo.mutate(item);
              },
            })),
          },
        ],
      }}
    >
      <Button type="text" data-testid="enterprise-switcher" className={`${styles.enterprise} ${styles.enterpriseButton}`}>
        {switching ? <Spin size="small" /> : <BankOutlined aria-hidden className={styles.enterpriseIcon} />}
        {name}
        <span className="visually-hidden"> — {t('layout.switchEnterprise')}</span>
        <DownOutlined aria-hidden className={styles.switcherArrow} />
      </Button>
    </Dropdown>
  );
}

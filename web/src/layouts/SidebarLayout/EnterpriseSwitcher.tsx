import { Button, Dropdown, Space, Spin } from 'antd';
import { BankOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { useLogin } from '../../models/login';
import { toastSuccess } from '../../utils/feedback';
import common from '../../components/common.module.css';
import { changeLogin, relatedMainListQuery, type RelatedMain } from './service';
import styles from './index.module.css';

/** Header control listing the enterprises the user belongs to; picking one switches the session. */
export default function EnterpriseSwitcher() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const enterprise = state.userInfo?.enterprise ?? null;
  const enterpriseId = enterprise?.id;
  const list = useQuery(relatedMainListQuery(enterpriseId)).data?.list ?? [];

  // Failures are toasted by the request layer; the current enterprise stays.
  const switchTo = useMutation({
    mutationFn: async (target: RelatedMain) => {
      const info = await fetchUserInfo((await changeLogin(target.enterpriseId)).sToken);
      if (info) toastSuccess(t('layout.switched', { name: info.enterprise?.name ?? target.name }));
    },
  });
  const switching = switchTo.isPending;

  const label = (
    <Space size={6}>
      <BankOutlined />
      <span data-testid="current-enterprise" className={`${common.ellipsis} ${styles.enterpriseName}`}>
        {enterprise?.name ?? t('layout.noEnterprise')}
      </span>
    </Space>
  );

  if (list.length <= 1) {
    return <span data-testid="enterprise-switcher">{label}</span>;
  }

  const isCurrent = (item: RelatedMain) => (enterpriseId ? item.enterpriseId === enterpriseId : item.current);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      disabled={switching}
      menu={{
        selectable: true,
        selectedKeys: list.filter(isCurrent).map((i) => i.enterpriseId),
        items: [
          { type: 'group', label: t('layout.switchEnterprise'), key: 'title', children: list.map((item) => ({
            key: item.enterpriseId,
            label: (
              <Space data-testid={`enterprise-option-${item.enterpriseId}`}>
                <span>{item.name}</span>
                {isCurrent(item) ? <CheckOutlined className={common.primaryIcon} /> : null}
              </Space>
            ),
            onClick: () => {
              if (!isCurrent(item)) switchTo.mutate(item);
            },
          })) },
        ],
      }}
    >
      <Button type="text" data-testid="enterprise-switcher" aria-label={t('layout.switchEnterprise')}>
        {switching ? <Spin size="small" /> : label}
        <DownOutlined className={styles.switcherArrow} />
      </Button>
    </Dropdown>
  );
}

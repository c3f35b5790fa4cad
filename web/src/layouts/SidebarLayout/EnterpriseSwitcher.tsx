import { useEffect, useState } from 'react';
import { Button, Dropdown, Space, Spin } from 'antd';
import { BankOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useI18n } from '../../i18n';
import { useLogin } from '../../models/login';
import { toastSuccess } from '../../utils/feedback';
import { isSuccess } from '../../utils/request';
import { changeLogin, queryRelatedMainList, type RelatedMain } from './service';

/** Header control listing the enterprises the user belongs to; picking one switches the session. */
export default function EnterpriseSwitcher() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const [list, setList] = useState<RelatedMain[]>([]);
  const [switching, setSwitching] = useState(false);
  const enterprise = state.userInfo?.enterprise ?? null;
  const enterpriseId = enterprise?.id;

  useEffect(() => {
    let alive = true;
    queryRelatedMainList()
      .then((res) => {
        if (alive && isSuccess(res) && Array.isArray(res.data?.list)) setList(res.data.list);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [enterpriseId]);

  const switchTo = async (target: RelatedMain) => {
    setSwitching(true);
    try {
      const res = await changeLogin(target.enterpriseId);
      if (isSuccess(res) && res.data?.sToken) {
        const info = await fetchUserInfo(res.data.sToken);
        if (info) toastSuccess(t('layout.switched', { name: info.enterprise?.name ?? target.name }));
      }
    } catch {
      // toasted by the request layer
    } finally {
      setSwitching(false);
    }
  };

  const label = (
    <Space size={6}>
      <BankOutlined />
      <span
        data-testid="current-enterprise"
        style={{ display: 'inline-block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}
      >
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
                {isCurrent(item) ? <CheckOutlined style={{ color: '#1f4fd1' }} /> : null}
              </Space>
            ),
            onClick: () => {
              if (!isCurrent(item)) void switchTo(item);
            },
          })) },
        ],
      }}
    >
      <Button type="text" data-testid="enterprise-switcher" aria-label={t('layout.switchEnterprise')}>
        {switching ? <Spin size="small" /> : label}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

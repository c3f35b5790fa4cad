import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import { consoleCrumbs } from '@/components/PageHeader/crumbs';
import common from '@/components/common.module.css';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight, routeOf } from '@/router/table';
import { homeFor } from '@/router/access';

/**
 * Shown by the route guard, inside the console, when the current role lacks the route's right
 * (a deep link, a typed address, or a switch to an enterprise where the role is smaller).
 */
export default function NoPermissionPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state } = useLogin();
  const route = routeOf(pathname);
  const screen = route && 'right' in route ? t(`screen.${route.right}` as MessageKey) : null;
  const title = t('noPermission.title');
  const canOpen = (right: Parameters<typeof hasRight>[1]) => hasRight(state.sideBarMenus, right);
  return (
    <>
      <PageHeader title={title} crumbs={consoleCrumbs(pathname, screen ?? title, t, canOpen)} />
      <div className={common.panel}>
        <Result
          status="403"
          subTitle={t('noPermission.subTitle')}
          data-testid="no-permission"
          extra={
            <Button type="primary" onClick={() => navigate(homeFor(state.userInfo))}>
              {t('noPermission.home')}
            </Button>
          }
        />
      </div>
    </>
  );
}

import { Button, Space } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';
import { useLogin } from '../models/login';
import Brand from './Brand';
import LanguageSwitch from './LanguageSwitch';
import UserMenu from './UserMenu';
import styles from './common.module.css';

/** Header of the public screens: brand, language switch, and the account entry. */
export default function PublicHeader({ productName }: { productName?: string }) {
  const { t } = useI18n();
  const { signedIn } = useLogin();
  const { pathname } = useLocation();
  const onAuthScreen = ['/login', '/register', '/resetPassword'].includes(pathname);
  return (
    <header className={styles.header}>
      <Link to="/" aria-label={productName ?? t('app.name')}>
        <Brand name={productName} />
      </Link>
      <Space size={8} wrap>
        <LanguageSwitch />
        {signedIn ? (
          <UserMenu showConsole />
        ) : onAuthScreen ? null : (
          <Link to="/login">
            <Button type="link">{t('account.signIn')}</Button>
          </Link>
        )}
      </Space>
    </header>
  );
}

import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router-dom';
import MessageBridge from './components/MessageBridge';
import { useI18n } from './i18n';
import { LoginProvider } from './models/LoginProvider';
import { router } from './router';

const THEME = { token: { colorPrimary: '#1f4fd1', borderRadius: 8 } };

export default function App() {
  const { locale } = useI18n();
  return (
    <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={THEME}>
      <AntApp>
        <MessageBridge />
        <LoginProvider>
          <RouterProvider router={router} />
        </LoginProvider>
      </AntApp>
    </ConfigProvider>
  );
}

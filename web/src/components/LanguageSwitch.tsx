import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useI18n } from '../i18n';

/** Toggles between en-US and zh-CN; the choice is remembered. */
export default function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('lang.switchAria')}
      data-testid="language-switch"
      onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
    >
      {t('lang.switchTo')}
    </Button>
  );
}

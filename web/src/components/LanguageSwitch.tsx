import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import styles from './common.module.css';

/**
 * Toggles between en-US and zh-CN; the choice is remembered. The button shows the language it
 * switches to, in that language, and its accessible name starts with that visible text.
 */
export default function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { locale, setLocale, t } = useI18n();
  const target = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      type="text"
      block={block}
      icon={<GlobalOutlined aria-hidden />}
      data-testid="language-switch"
      onClick={() => setLocale(target)}
    >
      <span lang={target} className={styles.langLabel}>
        {t('lang.switchTo')}
      </span>
      {/* A short visible name where the full one is hidden (the narrow public header). */}
      <span lang={target} className={styles.langShort} aria-hidden>
        {t('lang.short')}
      </span>
      <span className="visually-hidden"> — {t('lang.switchAria')}</span>
    </Button>
  );
}

import { Suspense, lazy, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useI18n } from '@/i18n';
import { themeFor } from '@/theme';
import { SESSION_CLEARED_EVENT } from '@/utils/session';
import { messageBridgeWanted, subscribeMessageBridge } from '@/utils/feedback';

/** antd's message code loads with the first toast (utils/feedback.ts), not with every page. */
const MessageBridge = lazy(() => import('./MessageBridge'));

function MessageBridgeOnDemand() {
  const wanted = useSyncExternalStore(subscribeMessageBridge, messageBridgeWanted, messageBridgeWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <MessageBridge />
    </Suspense>
  ) : null;
}

/**
 * Theme, locale, the message bridge of the request layer and the query cache:
 * what every screen runs inside, in the app and in tests. antd's styles go in a CSS cascade
 * layer, so the app's own class names style antd components without fighting its selectors.
 */
export default function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { locale } = useI18n();
  // A reader who asked their system for less motion gets antd's components without it
  // (WCAG 2.3.3): drawers, modals, menus and messages appear and go at once.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => themeFor({ reducedMotion }), [reducedMotion]);

  // Cached replies belong to the session that fetched them: a new sign-in starts empty.
  useEffect(() => {
    const onCleared = () => queryClient.clear();
    window.addEventListener(SESSION_CLEARED_EVENT, onCleared);
    return () => window.removeEventListener(SESSION_CLEARED_EVENT, onCleared);
  }, [queryClient]);

  // Some replies carry texts in the language they were asked in (findings, reasons, consent
  // texts): a switch of language fetches what is on screen again, in the new language.
  const asked = useRef(locale);
  useEffect(() => {
    if (asked.current === locale) return;
    asked.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);

  return (
    <StyleProvider layer>
      <ConfigProvider locale={locale === 'zh-CN' ? zhCN : enUS} theme={theme} button={{ autoInsertSpace: false }}>
        <MessageBridgeOnDemand />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>
  );
}

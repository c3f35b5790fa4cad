import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { bindMessageApi } from '../utils/feedback';

/**
 * Binds antd's context-aware message API (inside <App>) for code outside React — the request
 * layer — so its toasts follow the theme and locale and live in the app's own tree.
 */
export default function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

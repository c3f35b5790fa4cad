import { useEffect } from 'react';
import { message } from 'antd';
import { bindMessageApi } from '@/utils/feedback';

/**
 * Holds antd's context-aware message API and binds it for code outside React (the request
 * layer), so its toasts follow the theme and locale and live in the app's own tree. (The hook
 * rather than antd's <App>, which would also bring the modal and notification code to every page.)
 */
export default function MessageBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    bindMessageApi(api);
    return () => bindMessageApi(null);
  }, [api]);
  return holder;
}

/** Texts of the order's record of processing download (issue 29). */
import { defineMessages } from '@/i18n';

const enUS = {
  'order.detail.processingRecord': 'Processing record',
  'order.detail.processingRecordHint': 'Download how this candidate\'s data was processed (consent, dates, retention) as JSON',
  'order.detail.processingRecordFailed': 'The processing record could not be downloaded.',
};

type Key = keyof typeof enUS;

const zhCN: Record<Key, string> = {
  'order.detail.processingRecord': '处理记录',
  'order.detail.processingRecordHint': '以 JSON 下载该候选人数据的处理记录（授权、时间、保留期）',
  'order.detail.processingRecordFailed': '处理记录下载失败。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<Key, true> {}
}

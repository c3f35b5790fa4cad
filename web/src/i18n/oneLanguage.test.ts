/**
 * One language at a time: every message table (the shared dictionaries and every area's
 * `messages.ts`) names each en-US key in zh-CN too, and no zh-CN text carries a Latin word
 * except the names and abbreviations that read the same in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { messageTable } from '.';

// Loading every area's texts registers them (defineMessages runs on import).
import.meta.glob(['../**/messages.ts', '../**/*Messages.ts'], { eager: true });

/** Latin words a Chinese text may carry: proper nouns, file formats, units and standard abbreviations. */
const LATIN_ALLOWED = new Set(
  ['Verity', 'PDF', 'SMS', 'ID', 'CSV', 'XLSX', 'Excel', 'PNG', 'JPG', 'JSON', 'UTF', 'GBK', 'MB', 'KB', 'QR', 'MD5', 'URL', 'UTC', 'IP', 'HR', 'EN', 'English', 'API', 'HTTP', 'HTTPS', 'POST', 'Webhook', 'curl'].map(
    (w) => w.toLowerCase(),
  ),
);

/**
 * Texts whose Latin letters are data, not words: the credit code's example and its excluded letters, the ID number's check
 * letter X, the YYYY-MM format; a key's prefix, a URL scheme, an event name, a header name, a status class (2xx).
 */
const LATIN_KEYS = new Set([
  'enterprise.creditCodePlaceholder',
  'enterprise.creditCodeInvalid',
  'apply.idInvalid',
  'apply.monthInvalid',
  'dev.keys.sandboxText',
  'dev.hooks.lead',
  'dev.hooks.urlHint',
  'dev.hooks.urlRequired',
  'dev.hooks.tested',
  'dev.hooks.secretLead',
]);

/** en-US texts that carry Chinese on purpose: the switch names Chinese in Chinese; an example of a Chinese name. */
const CHINESE_KEYS = new Set(['lang.switchTo', 'lang.short', 'consent.correctionsPlaceholder']);

/** The Latin words of a text, its `{placeholders}` left out. */
function latinWords(text: string): string[] {
  return (text.replace(/\{\w+\}/g, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w.toLowerCase()));
}

describe('message tables', () => {
  const en = messageTable('en-US');
  const zh = messageTable('zh-CN');

  it('loads the areas', () => {
    expect(Object.keys(en).length).toBeGreaterThan(1500);
  });

  it('zh-CN has every key of en-US, none empty', () => {
    const missing = Object.keys(en).filter((k) => !(k in zh) || zh[k].trim() === '');
    expect(missing).toEqual([]);
  });

  it('no zh-CN text carries an untranslated Latin word', () => {
    const found = Object.entries(zh)
      .filter(([k]) => !LATIN_KEYS.has(k))
      .map(([k, v]) => [k, latinWords(v)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([k, words]) => `${k}: ${words.join(' ')} — ${zh[k]}`);
    expect(found).toEqual([]);
  });

  it('no en-US text carries Chinese', () => {
    const found = Object.entries(en)
      .filter(([k]) => !CHINESE_KEYS.has(k))
      .filter(([, v]) => /[\u3400-\u9fff]/.test(v))
      .map(([k, v]) => `${k}: ${v}`);
    expect(found).toEqual([]);
  });

  it('the check catches a real untranslated text', () => {
    expect(latinWords('订单 {orderNo} 的 Refund 已到账')).toEqual(['Refund']);
    expect(latinWords('Verity 报告 PDF')).toEqual([]);
  });
});

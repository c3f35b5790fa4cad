import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '@/i18n';
import './messages';
import { describeEntry, reference } from './ledgerText';
import type { LedgerNote } from './service';

const inLang = (locale: Locale) => (key: Parameters<typeof translate>[0], vars?: Parameters<typeof translate>[1]) => translate(key, vars, locale);

describe('ledger descriptions', () => {
  const cases: Array<[LedgerNote, string, string]> = [
    [{ kind: 'order_charge', orderNo: '2611270001' }, 'Background check 2611270001', '背景调查 2611270001'],
    [{ kind: 'order_refund', orderNo: '2611270001' }, 'Refund of background check 2611270001', '背景调查 2611270001 退款'],
    [{ kind: 'batch_charge', count: 12, fileName: 'november.xlsx' }, 'Batch of 12 background checks (november.xlsx)', '批量背调 12 人（november.xlsx）'],
    [{ kind: 'batch_refund', count: 2 }, 'Refund of 2 checks of a batch', '批量背调退款 2 人'],
    [{ kind: 'recharge_transfer' }, 'Bank transfer', '银行转账'],
    [{ kind: 'recharge_sandbox' }, 'Sandbox payment', '沙箱支付'],
  ];

  it('render from the kind and parameters in the reader’s language', () => {
    for (const [note, en, zh] of cases) {
      // The server's text is in whatever language it was asked in; the note decides.
      const entry = { note, reason: 'Background check 2611270001' };
      expect(describeEntry(entry, inLang('en-US'))).toBe(en);
      expect(describeEntry(entry, inLang('zh-CN'))).toBe(zh);
      expect(describeEntry(entry, inLang('zh-CN'))).not.toMatch(/Background|Refund|Batch|Sandbox|Bank/);
    }
  });

  it('a written text and an entry without a note read as the server wrote them', () => {
    expect(describeEntry({ note: { kind: 'text', text: '平台调整' }, reason: 'x' }, inLang('en-US'))).toBe('平台调整');
    expect(describeEntry({ note: null, reason: '背景调查 1' }, inLang('zh-CN'))).toBe('背景调查 1');
    expect(describeEntry({ reason: '' }, inLang('zh-CN'))).toBe('—');
  });

  it('the reference is the order number or the batch file, never an internal id', () => {
    expect(reference({ kind: 'order_refund', orderNo: '2611270001' })).toBe('2611270001');
    expect(reference({ kind: 'batch_charge', count: 1, fileName: 'a.xlsx' })).toBe('a.xlsx');
    expect(reference({ kind: 'recharge_transfer' })).toBeNull();
    expect(reference(undefined)).toBeNull();
  });
});

import type { Translate } from '@/i18n';
import './ledgerMessages';
import type { LedgerEntry, LedgerNote } from './service';

/**
 * What a ledger movement was for, in the reader's language: the entry carries its note as a kind
 * and parameters (`{kind: 'order_charge', orderNo}`) and this renders it from the message tables.
 * An entry without a note (an older server) shows the server's text.
 */
export function describeEntry(entry: Pick<LedgerEntry, 'note' | 'reason'>, t: Translate): string {
  const note = entry.note;
  if (!note) return entry.reason || '—';
  return describeNote(note, t) ?? (entry.reason || '—');
}

export function describeNote(note: LedgerNote, t: Translate): string | null {
  switch (note.kind) {
    case 'order_charge':
      return t('finance.note.orderCharge', { orderNo: note.orderNo });
    case 'order_refund':
      return t('finance.note.orderRefund', { orderNo: note.orderNo });
    case 'batch_charge':
      return note.fileName ? t('finance.note.batchChargeFile', { count: note.count, file: note.fileName }) : t('finance.note.batchCharge', { count: note.count });
    case 'batch_refund':
      return note.fileName ? t('finance.note.batchRefundFile', { count: note.count, file: note.fileName }) : t('finance.note.batchRefund', { count: note.count });
    case 'recharge_transfer':
      return t('finance.method.transfer');
    case 'recharge_sandbox':
      return t('finance.method.sandbox');
    case 'text':
      return note.text || null;
    default:
      return null;
  }
}

/** What a reader knows a movement's subject by: the order number, the batch's file; never an internal id. */
export function reference(note: LedgerNote | null | undefined): string | null {
  if (!note) return null;
  switch (note.kind) {
    case 'order_charge':
    case 'order_refund':
      return note.orderNo;
    case 'batch_charge':
    case 'batch_refund':
      return note.fileName ?? null;
    default:
      return null;
  }
}

/**
 * The texts of the platform's finance queues (transfers to confirm, invoices to issue), loaded
 * with those pages; they also use some of the finance screens' texts (../finance/messages).
 */
import { defineMessages } from '@/i18n';
import '@/pages/finance/messages';

const enUS = {
  'opsFinance.filter': 'Show transfers',
  'opsFinance.invoiceFilter': 'Show invoices',
  'opsFinance.loadFailed': 'The queue could not be loaded.',
  'opsFinance.empty': 'Nothing here',
  'opsFinance.rechargesEmptyPending': 'No transfers waiting for confirmation',
  'opsFinance.invoicesEmptyPending': 'No invoices waiting to be issued',
  'opsFinance.submittedOn': 'Submitted {date}',
  'opsFinance.decidedOn': 'Decided {date}',
  'opsFinance.voucher': 'View voucher',
  'opsFinance.noVoucher': 'No voucher',
  'opsFinance.approve': 'Approve',
  'opsFinance.approveOf': 'Approve {amount} from {name}',
  'opsFinance.approveTitle': 'Credit {amount} to {name}?',
  'opsFinance.approveText': 'Only once the transfer is on the platform’s bank statement. The balance grows at once.',
  'opsFinance.approved': '{amount} credited to {name}',
  'opsFinance.reject': 'Reject',
  'opsFinance.rejectOf': 'Reject {amount} from {name}',
  'opsFinance.rejectTitle': 'Reject {amount} from {name}',
  'opsFinance.reason': 'Reason',
  'opsFinance.reasonHint': 'The enterprise reads this: say what is wrong, e.g. no matching transfer on the statement.',
  'opsFinance.reasonRequired': 'please give the reason for the rejection',
  'opsFinance.rejected': 'Transfer of {amount} from {name} rejected',
  'opsFinance.issue': 'Issue',
  'opsFinance.issueOf': 'Issue the invoice of {amount} to {name}',
  'opsFinance.issueTitle': 'Issue the invoice to {name}',
  'opsFinance.invoiceFile': 'Invoice file',
  'opsFinance.invoiceFileAlt': 'The invoice',
  'opsFinance.invoiceFileRequired': 'please upload the invoice file',
  'opsFinance.issued': 'Invoice issued to {name}',
  'opsFinance.error.decided': 'This transfer was already decided, perhaps by another operator. The queue is up to date again.',
  'opsFinance.error.issued': 'This invoice was already issued. The queue is up to date again.',
};

type OpsFinanceKey = keyof typeof enUS;

const zhCN: Record<OpsFinanceKey, string> = {
  'opsFinance.filter': '按状态查看转账',
  'opsFinance.invoiceFilter': '按状态查看发票',
  'opsFinance.loadFailed': '队列加载失败。',
  'opsFinance.empty': '暂无记录',
  'opsFinance.rechargesEmptyPending': '没有待确认的转账',
  'opsFinance.invoicesEmptyPending': '没有待开具的发票',
  'opsFinance.submittedOn': '{date} 提交',
  'opsFinance.decidedOn': '{date} 处理',
  'opsFinance.voucher': '查看凭证',
  'opsFinance.noVoucher': '无凭证',
  'opsFinance.approve': '确认入账',
  'opsFinance.approveOf': '确认 {name} 的 {amount} 入账',
  'opsFinance.approveTitle': '为 {name} 入账 {amount}？',
  'opsFinance.approveText': '仅在平台银行流水中已核实到这笔转账时确认。确认后余额立即增加。',
  'opsFinance.approved': '已为 {name} 入账 {amount}',
  'opsFinance.reject': '驳回',
  'opsFinance.rejectOf': '驳回 {name} 的 {amount}',
  'opsFinance.rejectTitle': '驳回 {name} 的 {amount}',
  'opsFinance.reason': '原因',
  'opsFinance.reasonHint': '企业会看到此原因：请说明问题，例如银行流水中未找到对应转账。',
  'opsFinance.reasonRequired': '请填写驳回原因',
  'opsFinance.rejected': '已驳回 {name} 的 {amount} 转账',
  'opsFinance.issue': '开具',
  'opsFinance.issueOf': '为 {name} 开具 {amount} 的发票',
  'opsFinance.issueTitle': '为 {name} 开具发票',
  'opsFinance.invoiceFile': '发票文件',
  'opsFinance.invoiceFileAlt': '发票',
  'opsFinance.invoiceFileRequired': '请上传发票文件',
  'opsFinance.issued': '已为 {name} 开具发票',
  'opsFinance.error.decided': '该转账已被处理（可能由其他运营人员处理），队列已刷新。',
  'opsFinance.error.issued': '该发票已开具，队列已刷新。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<OpsFinanceKey, true> {}
}

/** The texts of the analysts' report edit page (issue 13), loaded with its chunk. */
import { defineMessages } from '@/i18n';

const enUS = {
  'reportEdit.missing': 'Open a report from the disputes queue.',
  'reportEdit.toQueue': 'Go to the disputes',
  'reportEdit.notFound': 'There is no such report.',
  'reportEdit.current': 'Current version',
  'reportEdit.orderNo': 'Order',
  'reportEdit.version': 'Version',
  'reportEdit.state': 'Decision',
  'reportEdit.overall': 'Overall result',
  'reportEdit.disputeTitle': 'The candidate disputes these findings',
  'reportEdit.items': 'Checks',
  'reportEdit.itemsHint': 'Change only what is wrong: checks left as they are stay unchanged in the new version.',
  'reportEdit.grade': 'Grade',
  'reportEdit.gradeOf': 'Grade of {item}',
  'reportEdit.findings': 'Findings',
  'reportEdit.findingsOf': 'Findings of {item}',
  'reportEdit.findingsHint': 'One text for both languages, at most 500 characters.',
  'reportEdit.note': 'Note (optional)',
  'reportEdit.noteHint': 'Shown with the new version; empty removes the current note.',
  'reportEdit.reason': 'Reason for this version',
  'reportEdit.reasonHint': 'Shown to the enterprise in the history.',
  'reportEdit.reasonRequired': 'please give the reason for this version',
  'reportEdit.answer': 'Answer to the candidate',
  'reportEdit.answerHint': 'The reason of the new version: the candidate is texted and reads it, the enterprise sees it in the history.',
  'reportEdit.answerRequired': 'please write the answer to the candidate',
  'reportEdit.save': 'Save as a new version',
  'reportEdit.resolve': 'Resolve dispute with a new version',
  'reportEdit.confirmSave': 'Publish version {version}?',
  'reportEdit.confirmSaveText': 'The enterprise sees the new version at once; the history keeps the earlier ones.',
  'reportEdit.confirmResolve': 'Resolve the dispute with version {version}?',
  'reportEdit.confirmResolveText': 'The dispute closes, the candidate is texted your answer and the enterprise may decide again.',
  'reportEdit.publish': 'Publish',
  'reportEdit.saved': 'Version {version} saved',
  'reportEdit.changed': 'The report was changed meanwhile and has been reloaded: make your edit again.',
  'reportEdit.noDispute': 'The dispute was closed meanwhile: the report has been reloaded.',
};

type EditKey = keyof typeof enUS;

const zhCN: Record<EditKey, string> = {
  'reportEdit.missing': '请从异议复核列表打开报告。',
  'reportEdit.toQueue': '前往异议复核',
  'reportEdit.notFound': '没有该报告。',
  'reportEdit.current': '当前版本',
  'reportEdit.orderNo': '订单',
  'reportEdit.version': '版本',
  'reportEdit.state': '录用决定',
  'reportEdit.overall': '总体结论',
  'reportEdit.disputeTitle': '候选人对以下核查结果提出异议',
  'reportEdit.items': '核查项目',
  'reportEdit.itemsHint': '只需修改有误的项目：未改动的项目在新版本中保持不变。',
  'reportEdit.grade': '结论',
  'reportEdit.gradeOf': '{item}的结论',
  'reportEdit.findings': '核查结果',
  'reportEdit.findingsOf': '{item}的核查结果',
  'reportEdit.findingsHint': '中英文共用一段文字，最多 500 个字符。',
  'reportEdit.note': '备注（选填）',
  'reportEdit.noteHint': '随新版本展示；留空将删除当前备注。',
  'reportEdit.reason': '本版本的修订原因',
  'reportEdit.reasonHint': '将在版本历史中向企业展示。',
  'reportEdit.reasonRequired': '请填写修订原因',
  'reportEdit.answer': '给候选人的答复',
  'reportEdit.answerHint': '作为新版本的修订原因：候选人将收到短信并可查看，企业可在版本历史中看到。',
  'reportEdit.answerRequired': '请填写给候选人的答复',
  'reportEdit.save': '保存为新版本',
  'reportEdit.resolve': '以新版本处理异议',
  'reportEdit.confirmSave': '确定发布第 {version} 版？',
  'reportEdit.confirmSaveText': '企业将立即看到新版本，历史版本仍会保留。',
  'reportEdit.confirmResolve': '确定以第 {version} 版处理该异议？',
  'reportEdit.confirmResolveText': '异议将关闭，候选人会收到您的答复短信，企业可重新作出决定。',
  'reportEdit.publish': '发布',
  'reportEdit.saved': '第 {version} 版已保存',
  'reportEdit.changed': '报告已被他人修改，已重新加载，请重新编辑。',
  'reportEdit.noDispute': '该异议已被处理，报告已重新加载。',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<EditKey, true> {}
}

import { describe, expect, it } from 'vitest';
import { translate, type Locale, type MessageKey, type TranslateVars } from '@/i18n';
import './messages';
import { eventText } from './status';

const at = Date.UTC(2026, 10, 24);
const t = (locale: Locale) => (key: MessageKey, vars?: TranslateVars) => translate(key, vars, locale);

describe('the timeline of a record: the report events', () => {
  it.each([
    ['report_published', 'v2', 'Report version 2 published', '报告第 2 版已发布'],
    ['report_shared', '24h', 'Report shared to a phone for 24 hours', '报告已分享到手机，有效期 24 小时'],
    ['report_shared', '168h', 'Report shared to a phone for 7 days', '报告已分享到手机，有效期 7 天'],
    ['decided', 'proceed', 'Decided to proceed with the candidate', '决定继续录用该候选人'],
    ['decided', 'decline', 'Decided not to proceed; the candidate was texted the findings', '决定不予录用，已短信通知候选人查看核查结果'],
    ['disputed', null, 'Candidate disputed the findings', '候选人对核查结果提出异议'],
    ['dispute_resolved', 'v3', 'Dispute resolved with report version 3', '异议已处理，报告更新为第 3 版'],
    ['report_published', null, 'New report version published', '报告新版本已发布'],
    ['completed', null, 'Check completed', '背调完成'],
  ] as const)('%s (%s)', (kind, note, en, zh) => {
    expect(eventText({ at, kind, note }, t('en-US'))).toBe(en);
    expect(eventText({ at, kind, note }, t('zh-CN'))).toBe(zh);
  });
});

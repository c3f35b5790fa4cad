/**
 * Fakes of the enterprise API for the screen tests: a region tree, an enterprise's detail,
 * an owner's loginInfo after creation.
 */
import type { EnterpriseDetail } from '@/services/enterprise';
import { fakeUserInfo } from './renderApp';
import { jsonResponse } from './utils';

/** 广东省 → 广州市 → 天河区 / 越秀区, and 北京市 (no children below its district level here). */
export const REGIONS: Record<string, { code: string; name: string; level: number; hasChildren: boolean }[]> = {
  '': [
    { code: '44', name: '广东省', level: 1, hasChildren: true },
    { code: '11', name: '北京市', level: 1, hasChildren: true },
  ],
  '44': [{ code: '4401', name: '广州市', level: 2, hasChildren: true }],
  '4401': [
    { code: '440106', name: '天河区', level: 3, hasChildren: false },
    { code: '440104', name: '越秀区', level: 3, hasChildren: false },
  ],
  '11': [{ code: '1101', name: '北京市', level: 2, hasChildren: true }],
  '1101': [{ code: '110105', name: '朝阳区', level: 3, hasChildren: false }],
};

/** Answers `region/list`, or undefined for other calls. */
export function regionApi(url: string, init: RequestInit): Response | undefined {
  if (!url.endsWith('/region/list')) return undefined;
  const body = init.body ? (JSON.parse(String(init.body)) as { parentCode?: string }) : {};
  return jsonResponse({ code: 0, msg: '', data: { list: REGIONS[body.parentCode ?? ''] ?? [] } });
}

export function fakeDetail(overrides: Partial<EnterpriseDetail> = {}): EnterpriseDetail {
  return {
    enterpriseId: 'e1',
    name: 'Demo Trading Co',
    creditCode: '91350100M000100Y43',
    regionCode: '440106',
    regionPath: ['广东省', '广州市', '天河区'],
    address: '1 Tianhe Road',
    contactName: 'Ada Li',
    contactPhoneMasked: '139****0001',
    licenseFileKey: 'license/abc.png',
    licenseUrl: 'https://files.test/license/abc.png?sig=1',
    logoFileKey: null,
    logoUrl: null,
    certStatus: 'pending_review',
    rejectReason: null,
    submittedAt: Date.UTC(2026, 10, 20, 8, 30),
    reviewedAt: null,
    contractVersion: '2026-11',
    contractVersionAccepted: null,
    contractAcceptedAt: null,
    canOrder: false,
    ...overrides,
  };
}

/** The new owner's loginInfo once `enterprise/create` switched the session. */
export function ownerInfo(token: string, enterprise = { id: 'e9', name: 'Acme Screening Ltd' }) {
  return fakeUserInfo('owner', { sToken: token, enterprise, name: 'Grace' });
}

export function ok(data: unknown): Response {
  return jsonResponse({ code: 0, msg: '', data });
}

export function fail(code: number, msg: string, data: unknown = null): Response {
  return jsonResponse({ code, msg, data });
}

/** The JSON body a fake received. */
export function bodyOf(init: RequestInit): Record<string, unknown> {
  return init.body && typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

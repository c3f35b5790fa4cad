import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import type { Report } from './ReportView';
import * as ErrorCode from '@/services/errorCodes';

const REPORT: Report = {
  orderId: 'o1',
  enterpriseId: 'e1',
  orderNo: 'VB2611220001',
  version: 2,
  overallResult: 'consider',
  candidate: { name: '张*', phone: '139****1111', idNumber: '110***********8515' },
  packageName: 'Standard hire',
  packageVersion: 1,
  items: [
    { index: 0, code: 'identity', ordinal: 1, nameZh: '身份核验', nameEn: 'Identity verification', grade: 'green', findingsEn: 'Name and ID number verified.', source: 'National citizen identity database (sandbox)', checkedAt: Date.UTC(2026, 10, 22, 8) },
    { index: 1, code: 'court', ordinal: 1, nameZh: '法院诉讼记录', nameEn: 'Court records', grade: 'red', findingsEn: 'A civil judgement names the candidate as defendant (2023).' },
  ],
  consent: { mode: 'sms', signedAt: Date.UTC(2026, 10, 22, 7), textVersion: '2026-11-22' },
  orderedAt: Date.UTC(2026, 10, 22, 6),
  completedAt: Date.UTC(2026, 10, 22, 9),
  createdAt: Date.UTC(2026, 10, 23, 9),
  createdBy: 'u-analyst',
  reason: 'Court record re-checked',
};

afterEach(() => window.sessionStorage.clear());

describe('/reportDetail', () => {
  it('shows the overall result, each check with its traffic light, the consent and the version with its reason', async () => {
    renderApp({
      path: '/reportDetail?orderId=o1',
      signedIn: true,
      api: (url) =>
        url.endsWith('/report/detail')
          ? ok({ ...REPORT, state: 'undecided', canDecide: true })
          : url.endsWith('/report/versions')
            ? ok({ list: [REPORT] })
            : url.endsWith('/report/shares')
              ? ok({ list: [] })
              : undefined,
    });
    expect(await screen.findByTestId('report-overall')).toHaveTextContent('Consider');
    expect(screen.getByTestId('report-item-court')).toHaveAttribute('data-grade', 'red');
    expect(screen.getByTestId('report-item-court')).toHaveTextContent('Adverse');
    expect(screen.getByTestId('report-item-identity')).toHaveTextContent('Clear');
    expect(screen.getByTestId('report-candidate')).toHaveTextContent('张* · 139****1111 · 110***********8515');
    expect(screen.getByTestId('report-made')).toHaveTextContent('Version 2, corrected by an analyst');
    expect(screen.getByTestId('report-made')).toHaveTextContent('Court record re-checked');
    expect(screen.getByTestId('report-print')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('an order still running says the report comes when every check has finished', async () => {
    renderApp({ path: '/reportDetail?orderId=o1', signedIn: true, api: (url) => (url.endsWith('/report/detail') ? fail(ErrorCode.ReportNotReady, 'not ready', { status: 'in_progress' }) : undefined) });
    expect(await screen.findByTestId('report-unavailable')).toHaveTextContent('The report is ready once every check has finished.');
  });
});

describe('/sr (a report shared to a phone)', () => {
  it('opens with the share token of its link', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    const auths: (string | null)[] = [];
    renderApp({
      path: '/sr?s=code-1',
      api: (url, init) => {
        if (!url.endsWith('/report/shared')) return undefined;
        auths.push(new Headers(init.headers).get('Authorization'));
        return ok(REPORT);
      },
    });
    expect(await screen.findByTestId('report')).toHaveAttribute('data-version', '2');
    expect(auths).toEqual(['Bearer tok-1']);
  });

  it('a withdrawn link says so plainly', async () => {
    renderApp({ path: '/report?s=code-2', api: (url) => (url.endsWith('/report/shared') ? fail(ErrorCode.ShareLinkRevoked, 'revoked') : undefined) });
    expect(await screen.findByTestId(`link-ended-${ErrorCode.ShareLinkRevoked}`)).toHaveTextContent('This link has been withdrawn');
  });
});

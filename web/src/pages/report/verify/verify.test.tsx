import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import type { Verified } from './service';
import * as ErrorCode from '@/services/errorCodes';

const GENUINE: Verified = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  orderNo: 'VB2611220001',
  version: 2,
  currentVersion: 2,
  overallResult: 'consider',
  candidateName: '张*',
  packageName: 'Standard hire',
  issuedAt: Date.UTC(2026, 10, 23, 9),
};

function renderVerify(path: string, answer: (code: string) => Response, signedIn = false) {
  const received: { body: Record<string, unknown>; auth: string | null }[] = [];
  const view = renderApp({
    path,
    signedIn,
    api: (url, init) => {
      if (!url.endsWith('/report/verify')) return undefined;
      const body = bodyOf(init);
      received.push({ body, auth: new Headers(init.headers).get('Authorization') });
      return answer(String(body.code));
    },
  });
  return { ...view, received };
}

describe('/verifyReport (public)', () => {
  it('checks the code of the address at once and shows a genuine report, without any session', async () => {
    const { received } = renderVerify('/verifyReport?code=ABCD-EFGH-JKLM-NPQR', () => ok(GENUINE), true);
    expect(await screen.findByTestId('verify-genuine')).toHaveTextContent('Genuine report');
    const facts = screen.getByTestId('verify-facts');
    expect(facts).toHaveTextContent('VB2611220001');
    expect(facts).toHaveTextContent('Version 2');
    expect(facts).toHaveTextContent('Consider');
    expect(facts).toHaveTextContent('张*');
    expect(facts).toHaveTextContent('Standard hire');
    expect(screen.queryByTestId('verify-newer')).toBeNull();
    expect(screen.getByLabelText('Report verification code')).toHaveValue('ABCD-EFGH-JKLM-NPQR');
    expect(received).toEqual([{ body: { code: 'ABCD-EFGH-JKLM-NPQR' }, auth: null }]);
  });

  it('warns when a newer version of the report exists', async () => {
    renderVerify('/verifyReport?code=ABCD-EFGH-JKLM-NPQR', () => ok({ ...GENUINE, version: 1, currentVersion: 3 }));
    expect(await screen.findByTestId('verify-newer')).toHaveTextContent('A newer version 3 of this report exists');
  });

  it('an unknown code (ReportCodeUnknown) says no report has it; a code typed in is checked as printed', async () => {
    const { received, router } = renderVerify('/verifyReport', (code) =>
      code === 'ABCD-EFGH-JKLM-NPQR' ? ok(GENUINE) : fail(ErrorCode.ReportCodeUnknown, 'No report has this verification code'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('please enter the code printed on the report')).toBeInTheDocument();
    expect(received).toEqual([]);
    fireEvent.change(screen.getByLabelText('Report verification code'), { target: { value: 'zzzz-zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // (antd's loading icon stays in the button's name in jsdom, whose animations never end.)
    expect(await screen.findByTestId('verify-unknown')).toHaveTextContent('No report has this code');
    expect(router.state.location.search).toBe('?code=ZZZZ-ZZZZ');
    fireEvent.change(screen.getByLabelText('Report verification code'), { target: { value: ' abcd-efgh-jklm-npqr ' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByTestId('verify-genuine')).toBeInTheDocument();
    await waitFor(() => expect(received.map((r) => r.body.code)).toEqual(['ZZZZ-ZZZZ', 'ABCD-EFGH-JKLM-NPQR']));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { renderPublicPage, type PublicHandler } from '@/test/renderPage';
import type { Application, ApplyInfo } from './service';
import * as ErrorCode from '@/services/errorCodes';

const INFO: ApplyInfo = {
  title: 'Warehouse supervisor',
  department: 'Logistics',
  enterpriseName: 'Demo Trading Co',
  regionCode: '440106',
  locationName: '广东省 广州市 天河区',
  fields: ['education', 'workHistory', 'attachments'],
  consent: {
    version: 'job-screening-2026-12-01',
    title: 'Consent to processing personal information and background check authorization',
    body: 'Demo Trading Co ("the employer") collects through Verity the information you give in this form.',
    coversScreening: true,
  },
};

const SAVED: Application = {
  registrationId: 'r1',
  name: '王小明',
  phoneMasked: '139****1111',
  idNumberMasked: '110***********002X',
  education: { level: 'bachelor', school: 'Sun Yat-sen University', major: null, graduationYear: 2018 },
  workHistory: [{ company: 'Acme Freight', title: 'Shift lead', from: '2019-07', to: null }],
  attachments: [],
  consentVersion: 'job-screening-2026-12-01',
  consentedAt: Date.UTC(2026, 10, 22, 9),
  submittedAt: Date.UTC(2026, 10, 22, 9),
  updatedAt: Date.UTC(2026, 10, 22, 9),
  canUpdate: true,
};

/** The applicant's page: no session, the applicant token as the bearer once the phone is verified. */
function renderApply(path: string, handlers: Record<string, PublicHandler>) {
  return renderPublicPage(path, /\/api\/base\/(job\/apply\/\w+|sms\/sendVerifyCode)$/, handlers);
}

const VERIFIED = { applicantToken: 'tok-1', expiresAt: Date.now() + 7_200_000, hasApplication: false };

async function verify() {
  fireEvent.change(await screen.findByTestId('apply-phone'), { target: { value: '139 0000 1111' } });
  fireEvent.click(screen.getByTestId('send-code-jobApply'));
  fireEvent.change(screen.getByTestId('apply-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('apply-verify'));
}

const set = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the applicant page (/jobApply)', () => {
  it('shows the position, verifies the phone with a jobApply code, then takes the application with its consent', async () => {
    let saved: Application | null = null;
    const { received } = renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => ok(INFO),
      'sms/sendVerifyCode': () => ok({ cooldownSeconds: 60 }),
      'job/apply/verify': () => ok(VERIFIED),
      'job/apply/mine': (_, auth) => (auth === 'Bearer tok-1' ? ok(saved) : fail(ErrorCode.ApplicantVerifyRequired, 'Please verify your phone number to continue')),
      'job/apply/upload': () => ok({ key: 'att/1', name: 'cv.pdf', size: 2048, contentType: 'application/pdf', url: 'https://files.test/att/1' }),
      'job/apply/submit': (body) => {
        saved = { ...SAVED, name: String(body.name) };
        return ok(saved);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse supervisor' })).toBeInTheDocument();
    expect(screen.getByTestId('apply-position')).toHaveTextContent('Demo Trading Co is recruiting');
    expect(screen.getByTestId('apply-position')).toHaveTextContent('Work location: 广东省 广州市 天河区');
    await verify();
    await waitFor(() => expect(received['sms/sendVerifyCode']).toEqual([{ body: { phone: '13900001111', scene: 'jobApply' }, auth: null, form: undefined }]));
    await screen.findByTestId('apply-form');
    expect(received['job/apply/verify'][0].body).toEqual({ j: 'code-1', phone: '13900001111', code: '123456' });
    expect(screen.getByTestId('apply-consent-text')).toHaveTextContent('Demo Trading Co ("the employer") collects');
    expect(screen.getByText('Text version job-screening-2026-12-01')).toBeInTheDocument();
    expect(screen.getByTestId('apply-screening-note')).toHaveTextContent('if the employer orders one, it starts without asking you again');

    // Nothing filled in: every required field says so, nothing is sent.
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('please enter your ID number')).toBeInTheDocument();
    expect(screen.getByText('please choose your highest education')).toBeInTheDocument();
    expect(screen.getByText('please tick to confirm you agree')).toBeInTheDocument();
    expect(received['job/apply/submit']).toBeUndefined();

    set('apply-name', '王小明');
    set('apply-id-number', '11010519491231002x');
    set('apply-education-level', 'bachelor');
    set('apply-school', 'Sun Yat-sen University');
    fireEvent.click(screen.getByTestId('apply-add-work'));
    const job = within(screen.getByTestId('apply-work-0'));
    fireEvent.change(job.getByLabelText('Employer *'), { target: { value: 'Acme Freight' } });
    fireEvent.change(job.getByLabelText('Job title *'), { target: { value: 'Shift lead' } });
    fireEvent.change(job.getByLabelText('From (year and month) *'), { target: { value: '2019-07' } });
    fireEvent.click(job.getByLabelText('I still work here'));
    fireEvent.change(screen.getByTestId('apply-file'), { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', 'https://files.test/att/1');
    expect(received['job/apply/upload'][0].auth).toBe('Bearer tok-1');
    expect(received['job/apply/upload'][0].form?.get('j')).toBe('code-1');
    fireEvent.click(screen.getByTestId('apply-consent'));
    fireEvent.click(screen.getByTestId('apply-submit'));

    expect(await screen.findByTestId('apply-done')).toHaveTextContent('Your application was sent');
    expect(screen.getByTestId('apply-saved')).toHaveTextContent('王小明');
    expect(received['job/apply/submit']).toEqual([
      {
        body: {
          j: 'code-1',
          name: '王小明',
          idNumber: '11010519491231002X',
          education: { level: 'bachelor', school: 'Sun Yat-sen University', major: null, graduationYear: null },
          workHistory: [{ company: 'Acme Freight', title: 'Shift lead', from: '2019-07', to: null }],
          attachments: ['att/1'],
          consentVersion: 'job-screening-2026-12-01',
        },
        auth: 'Bearer tok-1',
        form: undefined,
      },
    ]);
  });

  it('a work history row needs its employer, title and dates', async () => {
    renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => ok({ ...INFO, fields: ['workHistory'] }),
      'sms/sendVerifyCode': () => ok({ cooldownSeconds: 60 }),
      'job/apply/verify': () => ok(VERIFIED),
      'job/apply/mine': () => ok(null),
    });
    await verify();
    fireEvent.click(await screen.findByTestId('apply-add-work'));
    const job = within(screen.getByTestId('apply-work-0'));
    fireEvent.change(job.getByLabelText('From (year and month) *'), { target: { value: '2022-05' } });
    fireEvent.change(job.getByLabelText('Until (year and month) *'), { target: { value: '2021-01' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await job.findByText('please enter the employer')).toBeInTheDocument();
    expect(job.getByText('please enter the job title')).toBeInTheDocument();
    expect(job.getByText('the end is before the start')).toBeInTheDocument();
    expect(screen.queryByTestId('apply-education-level')).toBeNull();
  });

  it('coming back with the same phone shows the saved application; an update keeps the ID number when left empty', async () => {
    const { received } = renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => ok(INFO),
      'sms/sendVerifyCode': () => ok({ cooldownSeconds: 60 }),
      'job/apply/verify': () => ok({ ...VERIFIED, hasApplication: true }),
      'job/apply/mine': () => ok(SAVED),
      'job/apply/submit': (body) => ok({ ...SAVED, education: { ...SAVED.education!, school: String((body.education as { school: string }).school) }, updatedAt: SAVED.updatedAt + 60_000 }),
    });
    await verify();
    const saved = await screen.findByTestId('apply-saved');
    expect(saved).toHaveTextContent('王小明');
    expect(saved).toHaveTextContent('110***********002X');
    expect(saved).toHaveTextContent("Bachelor's degree · Sun Yat-sen University · 2018");
    expect(saved).toHaveTextContent('Acme Freight · Shift lead (2019-07 – present)');
    fireEvent.click(screen.getByTestId('apply-edit'));
    expect(await screen.findByTestId('apply-name')).toHaveValue('王小明');
    expect(screen.getByTestId('apply-id-number')).toHaveValue('');
    expect(screen.getByText('Leave empty to keep 110***********002X.')).toBeInTheDocument();
    expect(within(screen.getByTestId('apply-work-0')).getByLabelText('Employer *')).toHaveValue('Acme Freight');
    set('apply-school', 'Tsinghua University');
    fireEvent.click(screen.getByTestId('apply-consent'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-done')).toHaveTextContent('Your changes were saved');
    expect(screen.getByTestId('apply-saved')).toHaveTextContent('Tsinghua University');
    expect(received['job/apply/submit'][0].body).toMatchObject({ idNumber: null, name: '王小明', education: { school: 'Tsinghua University', graduationYear: 2018 } });
  });

  it('a changed consent text is shown again and must be agreed to anew', async () => {
    let infoCalls = 0;
    renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => {
        infoCalls += 1;
        return ok(infoCalls === 1 ? INFO : { ...INFO, consent: { ...INFO.consent, version: 'job-screening-2027-01-01', body: 'The new text.' } });
      },
      'sms/sendVerifyCode': () => ok({ cooldownSeconds: 60 }),
      'job/apply/verify': () => ok({ ...VERIFIED, hasApplication: true }),
      'job/apply/mine': () => ok(SAVED),
      'job/apply/submit': () => fail(ErrorCode.JobConsentOutdated, 'The consent text has changed; please read it again', { version: 'job-screening-2027-01-01' }),
    });
    await verify();
    fireEvent.click(await screen.findByTestId('apply-edit'));
    fireEvent.click(await screen.findByTestId('apply-consent'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('The consent text has changed; please read it again')).toBeInTheDocument();
    expect(await screen.findByText('The new text.')).toBeInTheDocument();
    expect(screen.getByTestId('apply-consent')).not.toBeChecked();
  });

  it('an expired verification asks for the phone again', async () => {
    window.sessionStorage.setItem('verity.jobApply.code-1', JSON.stringify({ token: 'old', expiresAt: Date.now() + 60_000 }));
    renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => ok(INFO),
      'job/apply/mine': () => fail(ErrorCode.ApplicantVerifyRequired, 'Please verify your phone number to continue'),
    });
    expect(await screen.findByTestId('apply-expired')).toHaveTextContent('Your verification has expired');
    expect(screen.getByTestId('apply-phone')).toBeInTheDocument();
  });

  it('an unknown link says so plainly, with no form', async () => {
    renderApply('/jobApply?j=nope', { 'job/apply/info': () => fail(ErrorCode.JobLinkInvalid, 'This application link is not valid') });
    expect(await screen.findByTestId('apply-invalid')).toHaveTextContent('This application link is not valid');
    expect(screen.queryByTestId('apply-phone')).toBeNull();
  });

  it('a closed position says so, and still lets an applicant read what they sent', async () => {
    renderApply('/jobApply?j=code-1', {
      'job/apply/info': () => fail(ErrorCode.JobClosed, 'This position is no longer accepting applications'),
      'sms/sendVerifyCode': () => ok({ cooldownSeconds: 60 }),
      'job/apply/verify': () => ok({ ...VERIFIED, hasApplication: true }),
      'job/apply/mine': () => ok({ ...SAVED, canUpdate: false }),
    });
    expect(await screen.findByTestId('apply-closed')).toHaveTextContent('This position is no longer taking applications');
    expect(screen.queryByTestId('apply-phone')).toBeNull();
    fireEvent.click(screen.getByTestId('apply-closed-view'));
    await verify();
    expect(await screen.findByTestId('apply-saved')).toHaveTextContent('王小明');
    expect(screen.getByTestId('apply-read-only')).toHaveTextContent('your application can no longer be changed');
    expect(screen.queryByTestId('apply-edit')).toBeNull();
  });
});

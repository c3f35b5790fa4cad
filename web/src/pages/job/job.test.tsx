import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok, regionApi } from '@/test/enterprise';
import { choosePackage, fakePackage, orderFormApi } from '@/test/ordering';
import { renderPage, type Handlers } from '@/test/renderPage';
import type { JobView, RegistrationDetail, RegistrationRow } from './service';
import * as ErrorCode from '@/services/errorCodes';

const JOB: JobView = {
  jobId: 'j1',
  title: 'Warehouse supervisor',
  department: 'Logistics',
  regionCode: '440106',
  locationName: '广东省 广州市 天河区',
  fields: ['education', 'workHistory'],
  consentCoversScreening: true,
  consentVersion: 'job-screening-2026-12-01',
  status: 'open',
  registrationCount: 2,
  url: 'https://verity.test/#/jobApply?j=code-1',
  code: 'code-1',
  createdAt: Date.UTC(2026, 10, 20, 8),
};

const CLOSED: JobView = { ...JOB, jobId: 'j2', title: 'Night driver', department: null, status: 'closed', registrationCount: 0, closedAt: Date.UTC(2026, 10, 21) };

const ROW: RegistrationRow = {
  registrationId: 'r1',
  name: '王*明',
  nameMasked: '王*明',
  phoneMasked: '139****1111',
  education: 'bachelor',
  submittedAt: Date.UTC(2026, 10, 22, 9),
  updatedAt: Date.UTC(2026, 10, 22, 9),
};

const REGISTRATION: RegistrationDetail = {
  registrationId: 'r1',
  jobId: 'j1',
  jobTitle: 'Warehouse supervisor',
  name: '王*明',
  nameMasked: '王*明',
  phoneMasked: '139****1111',
  idNumberMasked: '110***********002X',
  education: { level: 'bachelor', school: 'Sun Yat-sen University', major: 'Logistics', graduationYear: 2018 },
  workHistory: [{ company: 'Acme Freight', title: 'Shift lead', from: '2019-07', to: null }],
  attachments: [{ key: 'att/1', name: 'cv.pdf', size: 20_480, contentType: 'application/pdf', url: 'https://files.test/att/1?sig=1' }],
  consent: { version: 'job-screening-2026-12-01', coversScreening: true, consentedAt: Date.UTC(2026, 10, 22, 9), ipMasked: '203.0.113.*', userAgent: 'Mobile Safari' },
  submittedAt: Date.UTC(2026, 10, 22, 9),
  updatedAt: Date.UTC(2026, 10, 22, 9),
  revision: 1,
  orderPrefill: { name: '王小明', phone: '13900001111', idNumber: '11010519491231002X', position: 'Warehouse supervisor' },
};

function renderJobs(path: string, handlers: Handlers = {}) {
  return renderPage({
    path,
    role: 'operator',
    api: regionApi,
    handlers,
    defaults: {
      'job/list': () => ok({ items: [JOB, CLOSED] }),
      'job/detail': () => ok(JOB),
      'job/registrations': () => ok({ items: [ROW] }),
      'job/registration': () => ok(REGISTRATION),
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('positions (/jobRegistration)', () => {
  it('lists each position with its location, status, registrations and, while open, its link and QR code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { received } = renderJobs('/jobRegistration');
    const open = await screen.findByTestId('job-row-j1');
    expect(open).toHaveTextContent('Warehouse supervisor');
    expect(open).toHaveTextContent('Logistics · 广东省 广州市 天河区');
    expect(within(open).getByTestId('job-status')).toHaveTextContent('Open');
    expect(open).toHaveTextContent('Registrations: 2');
    expect(within(open).getByTestId('job-link')).toHaveAttribute('href', JOB.url);
    fireEvent.click(within(open).getByTestId('job-link-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(JOB.url));

    const closed = screen.getByTestId('job-row-j2');
    expect(within(closed).getByTestId('job-status')).toHaveTextContent('Closed');
    expect(within(closed).queryByTestId('job-link')).toBeNull();
    expect(within(closed).queryByTestId('job-close-j2')).toBeNull();

    fireEvent.click(within(open).getByTestId('job-qr-open-j1'));
    const qr = await within(await dialogWith('QR code of "Warehouse supervisor"')).findByTestId('job-qr');
    expect(qr).toHaveAttribute('data-qr-value', JOB.url);
    expect(within(qr).getByRole('img', { hidden: true })).toHaveAccessibleName('QR code of the application link of Warehouse supervisor');
    expect(received['job/list'][0]).toEqual({ status: null, cursor: null, pageSize: 20 });
  });

  it('with no position yet, says what a position gives and offers to create one', async () => {
    renderJobs('/jobRegistration', { 'job/list': () => ok({ items: [] }) });
    const empty = await screen.findByTestId('jobs-empty');
    expect(empty).toHaveTextContent('No positions yet. Create one to get a link and a QR code');
    expect(within(empty).getByRole('button', { name: /New position/ })).toBeInTheDocument();
  });

  it('a failed list offers to try again', async () => {
    let calls = 0;
    renderJobs('/jobRegistration', { 'job/list': () => ((calls += 1) === 1 ? fail(ErrorCode.Internal, 'down') : undefined) });
    fireEvent.click(within(await screen.findByTestId('jobs-failed')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('job-row-j1')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const { received } = renderJobs('/jobRegistration');
    await screen.findByTestId('job-row-j1');
    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(received['job/list'].at(-1)).toEqual({ status: 'closed', cursor: null, pageSize: 20 }));
  });

  it('a new position needs a title and a location, explains what the consent covers, then shows its link and QR code', async () => {
    const { received } = renderJobs('/jobRegistration', {
      'job/create': () => ok({ jobId: 'j9', url: 'https://verity.test/#/jobApply?j=code-9', code: 'code-9' }),
    });
    fireEvent.click(await screen.findByTestId('job-new'));
    const dialog = await dialogWith('Create position');
    expect(dialog).toHaveTextContent('Name, ID number and mobile number are always asked for.');
    expect(dialog).toHaveTextContent('An order placed from one of its registrations needs no consent link: the check starts at once.');
    expect(dialog).toHaveTextContent('Verity texts them a consent link: the check starts once they sign it.');
    fireEvent.click(button(dialog, 'Create position'));
    expect(await screen.findByText('please enter the position title')).toBeInTheDocument();
    expect(screen.getByText('please choose the work location')).toBeInTheDocument();
    expect(received['job/create']).toBeUndefined();

    fireEvent.change(screen.getByTestId('job-title'), { target: { value: 'Forklift operator' } });
    fireEvent.change(screen.getByTestId('job-department'), { target: { value: 'Warehouse' } });
    fireEvent.mouseDown(await waitFor(() => document.getElementById('job_regionCode') as HTMLElement));
    fireEvent.click(await screen.findByTitle('广东省'));
    fireEvent.click(await screen.findByTitle('广州市'));
    fireEvent.click(await screen.findByTitle('天河区'));
    fireEvent.click(screen.getByTestId('job-field-workHistory'));
    fireEvent.click(screen.getByTestId('job-field-education'));
    fireEvent.click(screen.getByTestId('job-consent-screening'));
    fireEvent.click(button(dialog, 'Create position'));

    const created = await screen.findByTestId('job-created');
    expect(received['job/create']).toEqual([
      { title: 'Forklift operator', department: 'Warehouse', regionCode: '440106', fields: ['education', 'workHistory'], consentCoversScreening: true },
    ]);
    expect(within(created).getByTestId('job-link')).toHaveTextContent('https://verity.test/#/jobApply?j=code-9');
    expect(within(created).getByTestId('job-qr')).toHaveAttribute('data-qr-value', 'https://verity.test/#/jobApply?j=code-9');
    expect(await dialogWith('Position "Forklift operator" is open')).toBeInTheDocument();
    await waitFor(() => expect(received['job/list'].length).toBeGreaterThan(1));
  });

  it('closing a position asks first, says it cannot be undone, then closes it', async () => {
    const { received } = renderJobs('/jobRegistration', { 'job/close': () => ok({ ...JOB, status: 'closed' }) });
    fireEvent.click(await screen.findByTestId('job-close-j1'));
    const dialog = await dialogWith('Close "Warehouse supervisor"?');
    expect(dialog).toHaveTextContent('A closed position cannot be opened again.');
    expect(received['job/close']).toBeUndefined();
    fireEvent.click(button(dialog, 'Keep it open'));
    expect(received['job/close']).toBeUndefined();

    fireEvent.click(screen.getByTestId('job-close-j1'));
    fireEvent.click(button(await dialogWith('Close "Warehouse supervisor"?'), 'Close position'));
    await waitFor(() => expect(received['job/close']).toEqual([{ jobId: 'j1' }]));
    await waitFor(() => expect(received['job/list'].length).toBeGreaterThan(1));
  });
});

describe('a position (/jobRegistration/detail)', () => {
  it('shows its summary, what its consent covers, its link and QR code, and its masked registrations', async () => {
    renderJobs('/jobRegistration/detail?id=j1');
    const summary = await screen.findByTestId('job-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse supervisor' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('广东省 广州市 天河区');
    expect(summary).toHaveTextContent('Name, ID number, mobile number, Education, Work history');
    expect(screen.getByTestId('job-consent')).toHaveTextContent('orders from its registrations start without a consent link');
    expect(within(summary).getByTestId('job-link')).toHaveTextContent(JOB.url);
    expect(within(summary).getByTestId('job-qr')).toHaveAttribute('data-qr-value', JOB.url);
    const row = await screen.findByTestId('registration-row-r1');
    expect(row).toHaveTextContent('王*明');
    expect(row).toHaveTextContent('139****1111');
    expect(row).toHaveTextContent("Bachelor's degree");
    expect(row).toHaveTextContent('No check yet');
    expect(screen.queryByText(/13900001111/)).toBeNull();
  });

  it('filters the registrations by education and submission dates', async () => {
    const { received } = renderJobs('/jobRegistration/detail?id=j1');
    await screen.findByTestId('registration-row-r1');
    expect(received['job/registrations'][0]).toEqual({ jobId: 'j1', education: null, submittedFrom: null, submittedTo: null, cursor: null, pageSize: 20 });
    fireEvent.change(screen.getByTestId('registrations-education'), { target: { value: 'master' } });
    await waitFor(() => expect(received['job/registrations'].at(-1)).toMatchObject({ education: 'master', submittedFrom: null }));
    fireEvent.change(screen.getByTestId('registrations-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('registrations-to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(received['job/registrations'].at(-1)).toMatchObject({
        education: 'master',
        // China days, whatever the browser's zone.
        submittedFrom: Date.UTC(2026, 9, 31, 16),
        submittedTo: Date.UTC(2026, 10, 30, 16) - 1,
      }),
    );
  });

  it('says when no registration matches, and clears the filters', async () => {
    const { received } = renderJobs('/jobRegistration/detail?id=j1', {
      'job/registrations': (body) => (body.education ? ok({ items: [] }) : undefined),
    });
    await screen.findByTestId('registration-row-r1');
    fireEvent.change(screen.getByTestId('registrations-education'), { target: { value: 'doctorate' } });
    expect(await screen.findByTestId('registrations-empty')).toHaveTextContent('No registration matches these filters.');
    fireEvent.click(screen.getByTestId('registrations-clear'));
    expect(await screen.findByTestId('registration-row-r1')).toBeInTheDocument();
    expect(received['job/registrations'].at(-1)).toMatchObject({ education: null });
  });

  it('a registration opens with its work history, attachments and consent evidence, and orders a check from it', async () => {
    const { router } = renderJobs('/jobRegistration/detail?id=j1');
    fireEvent.click(await screen.findByTestId('registration-open-r1'));
    const detail = await screen.findByTestId('registration-detail');
    expect(detail).toHaveTextContent("Bachelor's degree · Sun Yat-sen University · major Logistics · graduated 2018");
    expect(within(detail).getByTestId('registration-work')).toHaveTextContent('Acme Freight · Shift lead2019-07 – present');
    expect(within(detail).getByRole('link', { name: 'cv.pdf', hidden: true })).toHaveAttribute('href', 'https://files.test/att/1?sig=1');
    const consent = within(detail).getByTestId('registration-consent');
    expect(consent).toHaveTextContent('text version job-screening-2026-12-01');
    expect(consent).toHaveTextContent('an order from this registration starts without a consent link');
    expect(consent).toHaveTextContent('Network: 203.0.113.*');
    expect(detail).not.toHaveTextContent('13900001111');
    fireEvent.click(await screen.findByTestId('registration-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/initiateBack'));
    expect(router.state.location.search).toBe('?registrationId=r1');
  });

  it("another enterprise's position id shows not found", async () => {
    renderJobs('/jobRegistration/detail?id=theirs', { 'job/detail': () => fail(ErrorCode.NotFound, 'The requested record does not exist') });
    expect(await screen.findByTestId('job-not-found')).toHaveTextContent('Your enterprise has no such position.');
  });
});

describe('ordering a check from a registration (/initiateBack?registrationId=…)', () => {
  const ordering = orderFormApi({ packages: [fakePackage('p1', 'Standard hire', ['identity'], 11_800)] });

  async function orderIt() {
    await choosePackage('Standard hire');
    fireEvent.click(screen.getByTestId('order-submit'));
    fireEvent.click(button(await dialogWith('Order this background check?'), 'Order and pay'));
  }

  it('prefills the candidate, says their application consent counts, and names the registration in the order', async () => {
    const { received, router } = renderJobs('/initiateBack?registrationId=r1', {
      ...ordering,
      'order/create': () => ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'authorized', priceFen: 11_800, balanceAfterFen: 88_200 }),
    });
    const banner = await screen.findByTestId('order-registration');
    expect(banner).toHaveTextContent('Prefilled from the job registration of 王*明 for "Warehouse supervisor"');
    expect(banner).toHaveTextContent('no consent link is texted, and the checks start as soon as you order');
    await waitFor(() => expect(screen.getByTestId('order-name')).toHaveValue('王小明'));
    expect(screen.getByTestId('order-phone')).toHaveValue('13900001111');
    expect(screen.getByTestId('order-id')).toHaveValue('11010519491231002X');
    expect(screen.getByTestId('order-mode-sms').closest('label')).toHaveTextContent('Use the consent given with the job application');
    await orderIt();
    expect(await screen.findByTestId('order-success')).toHaveTextContent('The consent the candidate gave with their job application is on file');
    expect(router.state.location.search).toContain('mode=registration');
    expect(received['order/create']).toHaveLength(1);
    expect(received['order/create'][0]).toMatchObject({
      registrationId: 'r1',
      authMode: 'sms',
      position: 'Warehouse supervisor',
      candidate: { name: '王小明', phone: '13900001111', idNumber: '11010519491231002X' },
    });
  });

  it('an application consent that does not cover a check says a consent link will be texted', async () => {
    const { received } = renderJobs('/initiateBack?registrationId=r1', {
      ...ordering,
      'job/registration': () => ok({ ...REGISTRATION, consent: { ...REGISTRATION.consent, version: 'job-application-2026-12-01', coversScreening: false } }),
      'order/create': () => ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'awaiting_authorization', priceFen: 11_800, balanceAfterFen: 88_200 }),
    });
    expect(await screen.findByTestId('order-registration')).toHaveTextContent('a consent link will be texted to them, and the checks start once they sign');
    expect(screen.getByTestId('order-mode-sms').closest('label')).toHaveTextContent('Text a consent link to the candidate');
    await waitFor(() => expect(screen.getByTestId('order-name')).toHaveValue('王小明'));
    await orderIt();
    expect(await screen.findByTestId('order-success')).toHaveTextContent('The candidate has been texted a consent link');
    expect(received['order/create'][0]).toMatchObject({ registrationId: 'r1', authMode: 'sms' });
  });

  it('a registration of another candidate (ID number) is refused under the ID number', async () => {
    renderJobs('/initiateBack?registrationId=r1', {
      ...ordering,
      'order/create': () => fail(ErrorCode.RegistrationMismatch, 'This registration belongs to another candidate'),
    });
    await waitFor(() => expect(screen.getByTestId('order-name')).toHaveValue('王小明'));
    await orderIt();
    expect(await screen.findByText('This registration belongs to another candidate')).toBeInTheDocument();
    expect(screen.getByText('The ID number must stay the one of the registration.')).toBeInTheDocument();
  });

  it("another enterprise's registration leaves the form empty and says so", async () => {
    const { received } = renderJobs('/initiateBack?registrationId=theirs', { ...ordering, 'job/registration': () => fail(ErrorCode.NotFound, 'The requested record does not exist') });
    expect(await screen.findByTestId('order-registration')).toHaveTextContent('Your enterprise has no such job registration');
    expect(screen.getByTestId('order-name')).toHaveValue('');
    expect(received['job/registration']).toEqual([{ registrationId: 'theirs' }]);
  });
});

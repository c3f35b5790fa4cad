import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { fail, ok } from '@/test/enterprise';
import { NEW_ENTERPRISE_HOME, NEW_ENTERPRISE_ONBOARDING, renderApp, type Role } from '@/test/renderApp';
import type { HomeDay, HomeSummary } from './service';
import type { Onboarding } from '@/services/onboarding';

// chart.js draws on a canvas jsdom does not have: a fake records what each chart was given.
const charts = vi.hoisted(() => ({ made: [] as { canvas: HTMLCanvasElement; config: unknown; destroyed: boolean }[] }));
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    record: { canvas: HTMLCanvasElement; config: unknown; destroyed: boolean };
    constructor(canvas: HTMLCanvasElement, config: unknown) {
      this.record = { canvas, config, destroyed: false };
      charts.made.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  const part = {};
  return {
    Chart,
    BarController: part,
    LineController: part,
    CategoryScale: part,
    LinearScale: part,
    BarElement: part,
    PointElement: part,
    LineElement: part,
    Tooltip: part,
    Legend: part,
  };
});

/** 30 days ending 2026-11-30; day i (0-based) has i % 5 created and i % 3 completed. */
const DAILY: HomeDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  created: i % 5,
  completed: i % 3,
}));

const SUMMARY: HomeSummary = {
  balanceFen: 123_456,
  lowBalanceThresholdFen: 500_000,
  lowBalance: true,
  ordersThisMonth: { total: 42, awaitingAuthorization: 5, authorized: 3, inProgress: 9, completed: 20, canceled: 2, expired: 1, suspended: 2 },
  consentsPending: 6,
  reportsThisWeek: 7,
  daily: DAILY,
  recent: [
    { orderId: 'o2', orderNo: 'VB2611300002', status: 'in_progress', createdAt: Date.UTC(2026, 10, 30, 9, 0), packageName: 'Standard check', candidateName: '张三' },
    { orderId: 'o1', orderNo: 'VB2611290001', status: 'completed', createdAt: Date.UTC(2026, 10, 29, 9, 0), packageName: 'Executive check', candidateName: '李*' },
  ],
};

/** Nothing ordered yet: zero everywhere, the same 30 days. */
const NEW_ENTERPRISE: HomeSummary = NEW_ENTERPRISE_HOME;

/** Past onboarding: the first order was placed. */
const ONBOARDED: Onboarding = {
  ...NEW_ENTERPRISE_ONBOARDING,
  steps: NEW_ENTERPRISE_ONBOARDING.steps.map((s) => ({ ...s, state: 'done' as const })),
  next: undefined,
  orderingOpen: true,
  complete: true,
  certStatus: 'certified',
  activePackages: 2,
  cheapestPackageFen: 8_000,
  balanceFen: 123_456,
  orders: 42,
};

function renderHome({
  answer = () => ok(SUMMARY),
  role = 'owner',
  onboarding = ONBOARDED,
}: { answer?: (attempt: number) => Response | Promise<Response>; role?: Role; onboarding?: Onboarding } = {}) {
  let attempts = 0;
  const view = renderApp({
    path: '/homePage',
    signedIn: true,
    role,
    api: (url) => {
      if (url.endsWith('/home/onboarding')) return ok(onboarding);
      if (!url.endsWith('/home/summary')) return undefined;
      attempts += 1;
      return answer(attempts);
    },
  });
  return { ...view, attempts: () => attempts };
}

const hrefOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

describe('the console home (/homePage)', () => {
  it('shows the balance, the month by status, consents pending and reports of the last 7 days from one call', async () => {
    const { calls } = renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥1,234.56');
    expect(screen.getByTestId('figure-balance')).toHaveTextContent('Warning below ¥5,000.00');
    expect(screen.getByTestId('figure-month')).toHaveTextContent('Orders this month42');
    expect(screen.getByTestId('figure-month')).toHaveTextContent('20 completed');
    expect(screen.getByTestId('figure-consents')).toHaveTextContent('Consents pending6');
    expect(screen.getByTestId('figure-reports')).toHaveTextContent('Reports, last 7 days7');
    const statuses = within(screen.getByTestId('month-statuses')).getAllByRole('listitem');
    expect(statuses.map((s) => s.textContent)).toEqual([
      'Awaiting consent5',
      'Authorized3',
      'In progress9',
      'Completed20',
      'Canceled2',
      'Expired1',
      'Suspended2',
    ]);
    const summaryCalls = calls.filter((c) => c.url.endsWith('/home/summary'));
    expect(summaryCalls.map((c) => c.body)).toEqual([{}]);
  });

  it('lists the latest orders, each opening its record', async () => {
    renderHome();
    const recent = await screen.findByTestId('recent-orders');
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['recent-VB2611300002', 'recent-VB2611290001']);
    expect(rows[0]).toHaveTextContent('Standard check');
    expect(rows[0]).toHaveTextContent('In progress');
    expect(within(rows[1]).getByRole('link', { name: 'VB2611290001' })).toHaveAttribute('href', '/backRecord/detail?orderId=o1');
  });

  it('warns about a low balance, with a way to recharge, and says nothing when the balance is enough', async () => {
    renderHome();
    const alert = await screen.findByTestId('low-balance');
    expect(alert).toHaveTextContent('Your balance is low: ¥1,234.56, below the ¥5,000.00 you set');
    expect(alert).toHaveTextContent('Recharge now');
    expect(within(alert).getByRole('link', { name: /Recharge/ })).toHaveAttribute('href', '/financialManage');
    expect(screen.getByTestId('balance-low')).toHaveTextContent('Low');
  });

  it('shows no warning when the balance is above the threshold', async () => {
    renderHome({ answer: () => ok({ ...SUMMARY, lowBalance: false, balanceFen: 900_000 }) });
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥9,000.00');
    expect(screen.queryByTestId('low-balance')).toBeNull();
    expect(screen.queryByTestId('balance-low')).toBeNull();
  });

  it('quick actions and figures lead to ordering, batches, finance and the records', async () => {
    renderHome();
    await screen.findByTestId('balance');
    const quick = screen.getByRole('group', { name: 'Quick actions' });
    expect(within(quick).getByRole('link', { name: /Initiate a check/ })).toHaveAttribute('href', '/initiateBack');
    expect(within(quick).getByRole('link', { name: /Batch checks/ })).toHaveAttribute('href', '/batchBack');
    expect(within(quick).getByRole('link', { name: /Recharge/ })).toHaveAttribute('href', '/financialManage');
    for (const id of ['figure-month', 'figure-reports']) expect(hrefOf(id)).toBe('/backRecord');
    expect(hrefOf('figure-consents')).toBe('/backRecord?status=awaiting_authorization');
    for (const status of ['awaiting_authorization', 'completed', 'suspended']) expect(hrefOf(`status-${status}`)).toBe(`/backRecord?status=${status}`);
  });

  it('following a status card opens the records of that status', async () => {
    const { router } = renderHome();
    fireEvent.click(await screen.findByTestId('status-in_progress'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backRecord'));
    expect(router.state.location.search).toBe('?status=in_progress');
  });

  it('a viewer sees the figures but neither Recharge nor ordering, and is told who recharges', async () => {
    renderHome({ role: 'viewer' });
    expect(await screen.findByTestId('low-balance')).toHaveTextContent('Ask an owner or administrator to recharge');
    expect(screen.queryByRole('group', { name: 'Quick actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Recharge/ })).toBeNull();
    // The records and the finance page are theirs to read.
    expect(hrefOf('figure-month')).toBe('/backRecord');
    expect(screen.getByTestId('balance-finance')).toHaveAttribute('href', '/financialManage');
  });

  it('an operator orders but does not recharge', async () => {
    renderHome({ role: 'operator' });
    const quick = await screen.findByRole('group', { name: 'Quick actions' });
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/initiateBack', '/batchBack']);
    expect(await screen.findByTestId('low-balance')).toHaveTextContent('Ask an owner or administrator to recharge');
    expect(screen.queryByRole('link', { name: /Recharge/ })).toBeNull();
  });

  it('draws the last 30 days, created and completed per day, and gives the numbers as a table', async () => {
    renderHome();
    const canvas = await screen.findByTestId('orders-chart');
    await waitFor(() => expect(charts.made.length).toBeGreaterThan(0));
    const drawn = charts.made.at(-1)!;
    expect(drawn.canvas).toBe(canvas);
    const config = drawn.config as { data: { labels: string[]; datasets: { type: string; label: string; data: number[] }[] } };
    expect(config.data.labels).toHaveLength(30);
    expect(config.data.labels[0]).toBe('11/1');
    expect(config.data.datasets.map((d) => [d.type, d.label])).toEqual([
      ['bar', 'Created'],
      ['line', 'Completed'],
    ]);
    expect(config.data.datasets[0].data).toEqual(DAILY.map((d) => d.created));
    expect(config.data.datasets[1].data).toEqual(DAILY.map((d) => d.completed));
    // Sum of i % 5 over 0..29 is 60, of i % 3 is 30; day 5 (index 4) is the first with 4 created.
    expect(canvas).toHaveAttribute('role', 'img');
    expect(canvas).toHaveAttribute(
      'aria-label',
      'Orders per day from 11/01/2026 to 11/30/2026: 60 created and 30 completed in all; the busiest day was 11/05/2026, with 4 created.',
    );
    const table = screen.getByTestId('orders-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('11/30/2026' + '4' + '2');
  });

  it('Show as table swaps the chart for the numbers, and the chart is destroyed', async () => {
    renderHome();
    await screen.findByTestId('orders-chart');
    await waitFor(() => expect(charts.made.length).toBeGreaterThan(0));
    const drawn = charts.made.at(-1)!;
    expect(screen.getByTestId('orders-table').parentElement).toHaveClass('visually-hidden');
    fireEvent.click(screen.getByRole('button', { name: /Show as table/ }));
    expect(screen.queryByTestId('orders-chart')).toBeNull();
    expect(drawn.destroyed).toBe(true);
    expect(screen.getByTestId('orders-table').parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: /Show as chart/ })).toBeInTheDocument();
  });

  it('says so instead of drawing a flat line when nothing was ordered in 30 days', async () => {
    renderHome({ answer: () => ok({ ...SUMMARY, daily: NEW_ENTERPRISE.daily }) });
    expect(await screen.findByTestId('chart-none')).toHaveTextContent('No orders in the last 30 days.');
    expect(screen.queryByTestId('orders-chart')).toBeNull();
  });

  it('shows a company under review its checklist, the contract next, and never says it is ready', async () => {
    // A new company's empty balance is the checklist's business, not a low-balance warning.
    renderHome({ answer: () => ok({ ...NEW_ENTERPRISE, lowBalance: true, lowBalanceThresholdFen: 10_000 }), onboarding: NEW_ENTERPRISE_ONBOARDING });
    const list = await screen.findByTestId('onboarding-checklist');
    expect(screen.queryByTestId('low-balance')).toBeNull();
    expect(within(list).getByRole('heading', { level: 2, name: 'Getting started: 1 of 6 done' })).toBeInTheDocument();
    expect(screen.getByTestId('onb-lead')).toHaveTextContent('Ordering opens once the platform has certified Demo Trading Co');
    expect(list).not.toHaveTextContent(/ready/i);
    expect(screen.getByTestId('onb-step-review')).toHaveTextContent('Under review');
    expect(screen.getByTestId('onb-step-contract')).toHaveAttribute('aria-current', 'step');
    expect(within(screen.getByTestId('onb-step-contract')).getByRole('link', { name: 'Read and accept' })).toHaveAttribute(
      'href',
      '/serviceContract?back=%2FhomePage',
    );
    expect(hrefOf('onb-action-package')).toBe('/mealManage/add?back=%2FhomePage');
    expect(hrefOf('onb-action-balance')).toBe('/financialManage?recharge=1&back=%2FhomePage');
    // The first order waits for the others: no way to it yet.
    expect(screen.queryByTestId('onb-action-firstOrder')).toBeNull();
    expect(screen.queryByTestId('figure-month')).toBeNull();
  });

  it('shows a rejection with its reason and the way to correct the details', async () => {
    const rejected: Onboarding = {
      ...NEW_ENTERPRISE_ONBOARDING,
      steps: NEW_ENTERPRISE_ONBOARDING.steps.map((s) => (s.key === 'review' ? { ...s, state: 'rejected' as const } : s)),
      next: 'review',
      certStatus: 'rejected',
      rejectReason: 'The licence photo is unreadable',
    };
    renderHome({ answer: () => ok(NEW_ENTERPRISE), onboarding: rejected });
    const review = await screen.findByTestId('onb-step-review');
    expect(review).toHaveTextContent('Not approved: The licence photo is unreadable.');
    expect(hrefOf('onb-action-review')).toBe('/businessManage/account');
  });

  it('tells a viewer who does the steps instead of offering actions', async () => {
    renderHome({ answer: () => ok(NEW_ENTERPRISE), onboarding: NEW_ENTERPRISE_ONBOARDING, role: 'viewer' });
    const contract = await screen.findByTestId('onb-step-contract');
    expect(contract).toHaveTextContent('An owner or administrator does this step.');
    expect(within(contract).queryByRole('link')).toBeNull();
  });

  it('a failure to load says so and Retry loads again', async () => {
    const { attempts } = renderHome({ answer: (n) => (n === 1 ? fail(1, 'boom') : ok(SUMMARY)) });
    expect(await screen.findByTestId('home-error')).toHaveTextContent('The dashboard could not be loaded.');
    // The ways to order stay at hand.
    expect(screen.getByRole('group', { name: 'Quick actions' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥1,234.56');
    expect(screen.queryByTestId('home-error')).toBeNull();
    expect(attempts()).toBe(2);
  });

  it('shows the shape of the page while the summary loads', async () => {
    let answer: (r: Response) => void = () => undefined;
    renderHome({ answer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByTestId('home-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    answer(ok(SUMMARY));
    expect(await screen.findByTestId('balance')).toBeInTheDocument();
    expect(screen.queryByTestId('home-loading')).toBeNull();
  });

  it('reads in Chinese', async () => {
    setLocale('zh-CN');
    try {
      renderHome();
      expect(await screen.findByRole('heading', { level: 1, name: '工作台' })).toBeInTheDocument();
      expect(await screen.findByTestId('low-balance')).toHaveTextContent('余额不足：当前余额 ¥1,234.56，已低于您设置的 ¥5,000.00');
      expect(screen.getByTestId('status-awaiting_authorization')).toHaveTextContent('待授权5');
      expect(screen.getByRole('group', { name: '快捷操作' })).toHaveTextContent('发起背调');
    } finally {
      setLocale('en-US');
    }
  });
});

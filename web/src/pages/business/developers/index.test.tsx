import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import type { Role } from '@/test/renderApp';
import { renderPage, type Handlers } from '@/test/renderPage';
import * as ErrorCode from '@/services/errorCodes';
import { WEBHOOK_URL_REFUSED, type ApiKeyRow, type DeliveryRow, type WebhookRow } from './service';

const KEY = 'vk_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

const LIVE: ApiKeyRow = {
  keyId: 'k1',
  name: 'ATS sync',
  role: 'operator',
  sandbox: false,
  prefix: 'vk_live_AbCd',
  createdAt: Date.UTC(2026, 10, 20, 8, 0),
  createdBy: '138****0000',
  lastUsedAt: Date.UTC(2026, 10, 26, 9, 30),
  lastUsedIp: '203.0.113.7',
  revokedAt: null,
};
const REVOKED: ApiKeyRow = { ...LIVE, keyId: 'k0', name: 'Old test', sandbox: true, prefix: 'vk_test_ZzZz', lastUsedAt: null, lastUsedIp: null, revokedAt: Date.UTC(2026, 10, 21) };

const HOOK: WebhookRow = {
  endpointId: 'w1',
  url: 'https://hr.example.com/hooks/verity',
  events: ['order.completed', 'report.updated'],
  description: 'HR system',
  status: 'active',
  disabledReason: null,
  createdAt: Date.UTC(2026, 10, 20),
  lastDeliveryAt: Date.UTC(2026, 10, 26, 10, 0),
  lastStatusCode: 200,
};
const FAILING: WebhookRow = { ...HOOK, endpointId: 'w2', url: 'https://old.example.com/hook', description: null, status: 'disabled', disabledReason: 'failing', lastStatusCode: 500 };

const DELIVERY: DeliveryRow = {
  deliveryId: 'd1',
  eventId: 'ev1',
  event: 'order.completed',
  status: 'retrying',
  attempts: 2,
  lastStatusCode: 500,
  lastLatencyMs: 120,
  lastError: 'HTTP 500',
  nextAttemptAt: Date.UTC(2026, 10, 26, 10, 5),
  createdAt: Date.UTC(2026, 10, 26, 10, 0),
  deliveredAt: null,
};

function renderDevelopers(handlers: Handlers = {}, role: Role = 'owner') {
  return renderPage({
    path: '/businessManage/developers',
    role,
    actions: /\/api\/base\/((?:apiKey|webhook)\/\w+)$/,
    handlers,
    defaults: {
      'apiKey/list': () => ok({ items: [LIVE, REVOKED] }),
      'webhook/list': () => ok({ items: [HOOK, FAILING] }),
      'webhook/deliveries': () => ok({ items: [DELIVERY] }),
    },
    otherwise: (_b, _c, action) => fail(1, `unexpected ${action}`),
  });
}

describe('developers (/businessManage/developers)', () => {
  it('lists keys and endpoints, with the way to the API reference', async () => {
    const { received } = renderDevelopers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    const live = await screen.findByTestId('key-k1');
    expect(live).toHaveTextContent('ATS sync');
    expect(live).toHaveTextContent('vk_live_AbCd…');
    expect(live).toHaveTextContent('Operator');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('Created by 138****0000');
    expect(live).toHaveTextContent('from 203.0.113.7');
    expect(screen.getByTestId('key-status-k1')).toHaveTextContent('Active');
    const revoked = screen.getByTestId('key-k0');
    expect(revoked).toHaveTextContent('Sandbox');
    expect(revoked).toHaveTextContent('Never used');
    expect(screen.getByTestId('key-status-k0')).toHaveTextContent('Revoked 2026-11-21');
    expect(within(revoked).queryByRole('button')).toBeNull();

    const hook = await screen.findByTestId('hook-w1');
    expect(hook).toHaveTextContent('https://hr.example.com/hooks/verity');
    expect(hook).toHaveTextContent('order.completed');
    expect(hook).toHaveTextContent('report.updated');
    expect(hook).toHaveTextContent(': 200');
    expect(screen.getByTestId('hook-status-w2')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('hook-w2')).toHaveTextContent('disabled after 24 hours of failed deliveries');

    expect(screen.getByTestId('api-reference')).toHaveAttribute('href', '/docs/api');
    const sections = within(screen.getByRole('navigation', { name: 'Enterprise management' }));
    expect(sections.getByRole('link', { name: 'Developers' })).toHaveAttribute('aria-current', 'page');
    expect(received['apiKey/list']).toEqual([{}]);
  });

  it('explains keys and webhooks when there are none yet', async () => {
    renderDevelopers({ 'apiKey/list': () => ok({ items: [] }), 'webhook/list': () => ok({ items: [] }) });
    expect(await screen.findByTestId('key-empty')).toHaveTextContent('Keys let your own systems order checks');
    expect(await screen.findByTestId('hook-empty')).toHaveTextContent('Webhooks tell your system');
  });

  it('offers a retry when the keys cannot be read', async () => {
    const { received } = renderDevelopers({ 'apiKey/list': (_b, call) => (call === 1 ? fail(ErrorCode.Internal, 'boom') : ok({ items: [LIVE] })) });
    expect(await screen.findByText('The API keys could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('key-retry'));
    expect(await screen.findByTestId('key-k1')).toBeInTheDocument();
    expect(received['apiKey/list']).toHaveLength(2);
  });

  it('creates a key and shows it once, with a curl line; the list after it shows only the prefix', async () => {
    const created = { keyId: 'k2', key: KEY, name: 'Moka', role: 'viewer', sandbox: true, prefix: KEY.slice(0, 12), createdAt: Date.UTC(2026, 10, 27) };
    const { received } = renderDevelopers({
      'apiKey/list': (_b, call) =>
        ok({ items: call === 1 ? [LIVE] : [{ ...LIVE, ...created, key: undefined, createdBy: '138****0000', lastUsedAt: null, lastUsedIp: null, revokedAt: null }, LIVE] }),
      'apiKey/create': () => ok(created),
    });
    fireEvent.click(await screen.findByTestId('create-key'));
    const form = await dialogWith('Create an API key');
    expect(form).toHaveTextContent('Reads orders and reports only, as a viewer does.');
    expect(form).toHaveTextContent('never your real balance');
    fireEvent.click(button(form, /Create key$/));
    expect(await within(form).findByText('Please name the key (1–40 characters)')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '  Moka ' } });
    fireEvent.click(within(form).getByRole('radio', { hidden: true, name: /^Viewer/ }));
    fireEvent.click(within(form).getByRole('checkbox', { hidden: true, name: 'Sandbox key' }));
    fireEvent.click(button(form, /Create key$/));
    await waitFor(() => expect(received['apiKey/create']).toEqual([{ name: 'Moka', role: 'viewer', sandbox: true }]));

    const reveal = await dialogWith('Your new API key');
    expect(within(reveal).getByTestId('key-reveal-secret')).toHaveTextContent(KEY);
    expect(reveal).toHaveTextContent('you will not see it again');
    expect(within(reveal).getByTestId('key-curl')).toHaveTextContent(`-H "Authorization: Bearer ${KEY}"`);
    expect(within(reveal).getByTestId('key-curl')).toHaveTextContent('/api/base/order/list');

    // The list is read again and the new key shows by its prefix only.
    expect(await screen.findByTestId('key-k2')).toHaveTextContent('vk_live_AbCd…');
    fireEvent.click(button(reveal, 'I have saved it'));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    expect(document.body.textContent).not.toContain(KEY);
    expect(screen.getByTestId('key-k2')).toHaveTextContent('Viewer');
  });

  it('revokes a key only after saying integrations using it stop at once', async () => {
    const { received } = renderDevelopers({ 'apiKey/revoke': () => ok({ keyId: 'k1', revokedAt: Date.UTC(2026, 10, 27) }) });
    fireEvent.click(await screen.findByTestId('revoke-k1'));
    let dialog = await dialogWith('Revoke the key "ATS sync"?');
    expect(dialog).toHaveTextContent('Integrations using this key stop working at once.');
    fireEvent.click(button(dialog, /Cancel$/));
    expect(received['apiKey/revoke']).toBeUndefined();

    fireEvent.click(screen.getByTestId('revoke-k1'));
    dialog = await dialogWith('Revoke the key "ATS sync"?');
    fireEvent.click(button(dialog, 'Revoke'));
    await waitFor(() => expect(received['apiKey/revoke']).toEqual([{ keyId: 'k1' }]));
    await waitFor(() => expect(received['apiKey/list'].length).toBeGreaterThan(1));
  });

  it('adds an endpoint: the server refusing its URL says so under the URL field, then the secret shows once', async () => {
    const { received } = renderDevelopers({
      'webhook/create': (_b, call) =>
        call === 1
          ? fail(WEBHOOK_URL_REFUSED, 'The address resolves to a private network', { field: 'url' })
          : ok({ ...HOOK, endpointId: 'w3', secret: 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG' }),
    });
    fireEvent.click(await screen.findByTestId('add-hook'));
    const form = await dialogWith('Add a webhook endpoint');
    const url = within(form).getByLabelText('Endpoint URL');
    fireEvent.change(url, { target: { value: 'http://hr.example.com/hook' } });
    fireEvent.click(button(form, /Add endpoint$/));
    expect(await within(form).findByText('Enter an https:// address')).toBeInTheDocument();
    expect(await within(form).findByText('Choose at least one event')).toBeInTheDocument();
    expect(received['webhook/create']).toBeUndefined();

    fireEvent.change(url, { target: { value: 'https://10.0.0.5.nip.io/hook' } });
    expect(within(form).getByText('The candidate disputed a report.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { hidden: true, name: /^order\.completed/ }));
    fireEvent.click(button(form, /Add endpoint$/));
    const refusal = await within(form).findByText('The address resolves to a private network');
    expect(refusal.closest('.ant-form-item')).toContainElement(url);
    expect(received['webhook/create']).toEqual([{ url: 'https://10.0.0.5.nip.io/hook', events: ['order.completed'] }]);

    fireEvent.change(url, { target: { value: 'https://hooks.example.com/verity' } });
    fireEvent.click(button(form, /Add endpoint$/));
    const secret = await dialogWith('Signing secret');
    expect(within(secret).getByTestId('hook-secret-secret')).toHaveTextContent('whsec_0123456789');
    expect(secret).toHaveTextContent('you will not see it again');
  });

  it('rotates a secret and deletes an endpoint only after asking', async () => {
    const { received } = renderDevelopers({
      'webhook/rotateSecret': () => ok({ endpointId: 'w1', secret: 'whsec_new' }),
      'webhook/delete': () => ok({ endpointId: 'w1' }),
    });
    fireEvent.click(await screen.findByTestId('hook-rotate-w1'));
    let dialog = await dialogWith('Rotate the signing secret?');
    fireEvent.click(button(dialog, 'Rotate secret'));
    await waitFor(() => expect(received['webhook/rotateSecret']).toEqual([{ endpointId: 'w1' }]));
    const secret = await dialogWith('Signing secret');
    expect(secret).toHaveTextContent('whsec_new');
    fireEvent.click(button(secret, 'I have saved it'));

    fireEvent.click(screen.getByTestId('hook-delete-w1'));
    dialog = await dialogWith('Delete this endpoint?');
    expect(dialog).toHaveTextContent('Events are no longer sent to https://hr.example.com/hooks/verity');
    expect(received['webhook/delete']).toBeUndefined();
    fireEvent.click(button(dialog, 'Delete'));
    await waitFor(() => expect(received['webhook/delete']).toEqual([{ endpointId: 'w1' }]));
  });

  it("shows an endpoint's deliveries and redelivers one", async () => {
    const { received } = renderDevelopers({ 'webhook/redeliver': () => ok({ deliveryId: 'd1' }) });
    fireEvent.click(await screen.findByTestId('hook-log-w1'));
    const delivery = await screen.findByTestId('delivery-d1');
    expect(delivery).toHaveTextContent('order.completed');
    expect(delivery).toHaveTextContent('Retrying');
    expect(delivery).toHaveTextContent('2 attempt(s)');
    expect(delivery).toHaveTextContent('HTTP 500');
    expect(delivery).toHaveTextContent('120 ms');
    expect(delivery).toHaveTextContent('Next attempt');
    expect(received['webhook/deliveries']).toEqual([{ endpointId: 'w1' }]);
    fireEvent.click(within(delivery).getByTestId('redeliver-d1'));
    await waitFor(() => expect(received['webhook/redeliver']).toEqual([{ deliveryId: 'd1' }]));
  });

  it.each(['operator', 'viewer'] as const)('an %s never reaches it and it calls nothing', async (role) => {
    const { received } = renderDevelopers({}, role);
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(received['apiKey/list']).toBeUndefined();
  });
});

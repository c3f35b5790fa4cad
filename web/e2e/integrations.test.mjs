/**
 * Integrations as a new integrator would try them (issue 28): the owner creates a sandbox API key
 * and a webhook endpoint on Company → Developers (each secret shown once), runs the README's curl
 * example to order a check with the key, the candidate consents, and a receiver on this machine's
 * loopback (allowed by the test configuration only) gets every event of the order's life once, in
 * order, each signature checked with the documented recipe; the key then reads the report. The
 * Developers page is photographed in both languages, its deliveries drawer too.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, after } from 'node:test';
import { signIn as apiSignIn } from './batch-api.mjs';
import { openRoute, screenshot } from './browser.mjs';
import { noteValues } from './canaries.mjs';
import { expectAccessible, landedOn, shotInChinese, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { WEB_DIR } from './stack.mjs';
import { OWNER, QUICK, setUp } from './suite.mjs';
import { poll, settled } from './wait.mjs';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
// The README's example candidate.
const CANDIDATE_PHONE = '13900001111';

const step = journey();

/** A webhook receiver on loopback: every request kept with its raw body. */
function receiver() {
  const got = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return {
    got,
    listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The documented check: HMAC-SHA256 of `t.body` with the secret, within 300 s. */
function verified(secret, header, body) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300;
  return fresh && parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

/** The README's integration example: its shell block, with the key and the stack's address. */
function readmeExample(key, url) {
  const readme = readFileSync(path.join(WEB_DIR, '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Integrations: API keys and webhooks'));
  const block = section.slice(section.indexOf('```sh') + 5, section.indexOf('```', section.indexOf('```sh') + 5));
  return block.replace(/^KEY=.*$/m, `KEY='${key}'`).replaceAll('http://127.0.0.1:3000', url);
}

describe('integrations', () => {
  const hooks = receiver();
  after(() => hooks.close());
  const { stack, browser } = setUp({ env: { ...QUICK, VERITY_WEBHOOK_ALLOW_LOOPBACK: '1' } });
  let key;
  let secret;
  let orderId;

  const ready = async (page) => {
    await page.getByTestId('create-key').waitFor();
    await page.getByTestId('add-hook').waitFor();
  };

  step('the owner opens Developers and creates a sandbox key, shown once', async () => {
    const { page, errors } = browser;
    await signInWithPassword(page, stack.url, OWNER);
    await openRoute(page, stack.url, '/businessManage/developers');
    await landedOn(page, '/businessManage/developers');
    await ready(page);
    await screenshot(page, 'integrations-developers-empty');
    await shotInChinese(page, 'integrations-developers-empty-zh', ready);

    await page.getByTestId('create-key').click();
    await page.locator('#apiKey_name').fill('Moka ATS');
    await page.getByTestId('key-sandbox').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('key-reveal-secret');
    await shown.waitFor();
    key = (await shown.textContent()).trim();
    assert.match(key, /^vk_test_[\w-]{43}$/);
    await settled(page); // the dialog's opening animation done: the picture is what the user reads
    await screenshot(page, 'integrations-key-reveal');
    await page.getByTestId('key-reveal-done').click();
    // The list shows its prefix, never the key.
    await page.getByText(key.slice(0, 12)).first().waitFor();
    assert.equal(await page.getByText(key).count(), 0);
    noteValues({ token: key }); // a secret: searched for in logs, URLs and keys like a session token
    assert.deepEqual(errors, []);
  });

  step('and a webhook endpoint on this machine for every event, its secret shown once', async () => {
    const { page, errors } = browser;
    const port = await hooks.listen();
    await page.getByTestId('add-hook').click();
    await page.locator('#webhook_url').fill(`http://127.0.0.1:${port}/verity`);
    for (const box of await page.getByTestId('hook-events').locator('input[type=checkbox]').all()) await box.check();
    await page.getByRole('dialog').getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByTestId('hook-secret-secret');
    await shown.waitFor();
    secret = (await shown.textContent()).trim();
    assert.match(secret, /^whsec_/);
    noteValues({ token: secret });
    await page.getByTestId('hook-secret-done').click();
    await ready(page);
    await expectAccessible(page, 'the Developers page with a key and an endpoint');
    await screenshot(page, 'integrations-developers');
    await shotInChinese(page, 'integrations-developers-zh', ready);
    assert.deepEqual(errors, []);
  });

  step("the README's curl example orders a check with the key", async () => {
    const output = execFileSync('bash', ['-c', readmeExample(key, stack.url).split('\napi order/detail')[0]], {
      encoding: 'utf8',
    });
    const answers = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(answers.length, 2, output);
    assert.equal(answers[0].code, 0, JSON.stringify(answers[0]));
    assert.equal(answers[1].code, 0, JSON.stringify(answers[1]));
    orderId = answers[1].data.orderId;
    assert.ok(orderId);
    // Sandbox money: the live balance of the demo owner did not move.
    const live = await stack.post('finance/account', {}, await apiSignIn(stack, OWNER));
    const sandbox = await stack.post('finance/account', {}, key);
    assert.equal(sandbox.data.balanceFen, 1_000_000 - answers[1].data.priceFen);
    assert.notEqual(live.data.balanceFen, sandbox.data.balanceFen);
  });

  step('the candidate consents, the check completes and the key reads the report', async () => {
    const invite = await stack.textWhere(CANDIDATE_PHONE, (m) => m.text.includes('/#/consent?s='), { timeoutMs: 5_000 });
    const s = invite.text.match(/s=([\w-]+)/)[1];
    await stack.post('sms/sendVerifyCode', { phone: CANDIDATE_PHONE, scene: 'checkPhone' });
    const checked = await stack.post('share/checkPhone', { s, phone: CANDIDATE_PHONE, code: (await stack.lastText(CANDIDATE_PHONE)).code });
    assert.equal(checked.code, 0, JSON.stringify(checked));
    const signed = await stack.post('candidate/sign', { s, agree: true, signaturePng: SIGNATURE }, checked.data.shareToken);
    assert.equal(signed.code, 0, JSON.stringify(signed));
    await poll(async () => (await stack.post('order/detail', { orderId }, key)).data?.status === 'completed', { timeoutMs: 30_000 });
    const report = await stack.post('report/detail', { orderId }, key);
    assert.equal(report.code, 0, JSON.stringify(report));
  });

  step("the receiver got every event of the order's life once, in order, each signature valid", async () => {
    const expected = ['order.created', 'order.authorized', 'order.completed', 'report.updated'];
    const ofOrder = () => hooks.got.filter((r) => JSON.parse(r.body).data?.orderId === orderId);
    await poll(async () => ofOrder().length >= expected.length, { timeoutMs: 30_000 });
    // A little longer: a repeat would arrive now.
    await new Promise((r) => setTimeout(r, 1500));
    const got = ofOrder();
    assert.deepEqual(
      got.map((r) => JSON.parse(r.body).type),
      expected,
    );
    for (const r of got) {
      const event = JSON.parse(r.body);
      assert.equal(r.headers['verity-event'], event.type);
      assert.equal(event.livemode, false, 'a sandbox key’s order is not live');
      assert.ok(verified(secret, r.headers['verity-signature'], r.body), `signature of ${event.type}`);
      assert.ok(!verified(secret, r.headers['verity-signature'], r.body.replace('"', ' "')), 'a changed body fails');
      assert.ok(!r.body.includes(CANDIDATE_PHONE) && !r.body.includes('张三'), 'no PII in a payload');
    }
  });

  step('the deliveries drawer shows them delivered', async () => {
    const { page, errors } = browser;
    await page.reload();
    await ready(page);
    await page.locator('[data-testid^="hook-log-"]').first().click();
    await page.locator('[data-testid^="delivery-"]').first().waitFor();
    await screenshot(page, 'integrations-deliveries');
    assert.deepEqual(errors, []);
  });
});

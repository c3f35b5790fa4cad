/**
 * Invitations journey (issue 22, rule 5: nobody joins an enterprise without saying yes). The demo
 * owner (certified 演示贸易有限公司) invites an existing user and a phone with no account; the
 * platform approves 演示物流有限公司, whose owner invites the existing user too. The existing
 * user signs in by SMS code, finds both invitations, accepts Trading's (it appears in the
 * enterprise switcher) and declines Logistics' from the console's banner. The new phone opens
 * the texted link at 390 px, verifies itself by SMS code, accepts and lands in the console as a
 * member. axe-core runs on the new screens; screenshots in both languages, desktop and 390 px.
 */
import assert from 'node:assert/strict';
import { createHash, randomInt } from 'node:crypto';
import { describe } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { expectAccessible, landedOn, shotInChinese } from './console.mjs';
import { journey } from './journey.mjs';
import { LOGISTICS_OWNER, OPS, OWNER as DEMO, PHONE, setUp } from './suite.mjs';
const md5 = (text) => createHash('md5').update(text).digest('hex');
const randomPhone = (prefix) => `${prefix}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

const step = journey();

describe('invitations', () => {
  const { stack, desktop, phone } = setUp({ browsers: { desktop: { viewport: { width: 1440, height: 900 } }, phone: PHONE } });
  const existing = { phone: randomPhone('137'), name: 'Invited Tester' };
  const newcomer = randomPhone('135');
  const ids = {};

  async function call(path, body, token) {
    const reply = await stack.api(`/api/base/${path}`, { method: body === undefined ? 'GET' : 'POST', body, token });
    assert.equal(reply.code, 0, `${path}: ${JSON.stringify(reply)}`);
    return reply.data;
  }

  async function session(who) {
    const login = await call('user/login', { loginType: 'password', phone: who.phone, password: md5(who.password), ts: 'ENT_WEB' });
    return (await call('user/loginInfo', undefined, login.token)).sToken;
  }

  /** The newest text of a phone once there are more than `before`. */
  async function nextText(number, before) {
    const text = await stack.nextText(number, before, { timeoutMs: 20_000 });
    if (!text) throw new Error(`no new text for ${number}`);
    return text;
  }

  const textCount = async (number) => (await stack.texts(number)).length;

  step('setup: an existing account; Trading invites it and a new phone; Logistics, approved, invites it too', async () => {
    await call('sms/sendVerifyCode', { phone: existing.phone, scene: 'register' });
    const code = (await nextText(existing.phone, 0)).code;
    await call('user/register', { phone: existing.phone, code, password: md5('Passw0rd!e2e'), name: existing.name });

    const demo = await session(DEMO);
    const trading = (await call('user/relatedMainList', {}, demo)).list.find((e) => e.name === '演示贸易有限公司');
    ids.trading = trading.enterpriseId;
    const tradingToken = (await call('user/changeLogin', { enterpriseId: ids.trading }, demo)).sToken;
    const before = await textCount(existing.phone);
    await call('enterprise/member/invite', { phone: existing.phone, role: 'operator' }, tradingToken);
    await call('enterprise/member/invite', { phone: newcomer, role: 'viewer' }, tradingToken);
    const text = (await nextText(existing.phone, before)).text;
    assert.match(text, /^【Verity】演示贸易有限公司邀请您以操作员身份加入其 Verity 账户/);
    // The inviter sees a masked phone, invited, and no name.
    const members = await call('enterprise/member/list', { page: 1, pageSize: 50 }, tradingToken);
    const row = members.list.find((m) => m.phoneMasked === `${existing.phone.slice(0, 3)}****${existing.phone.slice(-4)}`);
    assert.equal(row.status, 'invited');
    assert.equal(row.name, null);

    const ops = await session(OPS);
    const queue = await call('enterprise/ops/list', {}, ops);
    const logistics = queue.list.find((e) => e.name === '演示物流有限公司');
    ids.logistics = logistics.enterpriseId;
    await call('enterprise/ops/review', { enterpriseId: ids.logistics, decision: 'approve' }, ops);
    const logisticsToken = await session(LOGISTICS_OWNER);
    await call('enterprise/member/invite', { phone: existing.phone, role: 'viewer' }, logisticsToken);
  });

  step('signing in by SMS joins nothing: the invitations wait on /ei; accepting one opens the console in it', async () => {
    const { page, errors } = desktop;
    await openRoute(page, stack.url, '/login');
    await page.locator('#smsLogin_phone').fill(existing.phone);
    const before = await textCount(existing.phone);
    await page.getByTestId('send-code-login').click();
    const code = (await nextText(existing.phone, before)).code;
    await page.locator('#smsLogin_code').fill(code);
    await page.locator('#smsLogin_agree').check();
    await page.locator('#smsLogin button[type="submit"]').click();
    await landedOn(page, '/ei');
    const section = page.getByTestId('onboarding-invitations');
    await section.getByTestId(`invitation-${ids.trading}`).waitFor();
    await section.getByTestId(`invitation-${ids.logistics}`).waitFor();
    await expectAccessible(page, '/ei with invitations');
    await screenshot(page, 'invitations-onboarding-1440-en');
    await shotInChinese(page, 'invitations-onboarding-1440-zh', (p) => p.getByTestId('onboarding-invitations').waitFor());
    await page.getByTestId(`invitation-accept-${ids.trading}`).click();
    await landedOn(page, '/homePage');
    await page.getByTestId('sidebar').waitFor();
    assert.equal((await page.getByTestId('current-enterprise').textContent()).trim(), '演示贸易有限公司');
    assert.deepEqual(errors, []);
  });

  step('the other invitation shows above the console; declining asks first and removes it', async () => {
    const { page, errors } = desktop;
    const banner = page.getByTestId('invitations-banner');
    await banner.waitFor();
    await page.getByTestId('invitations-open').click();
    await page.getByTestId(`invitation-${ids.logistics}`).waitFor();
    await expectAccessible(page, 'console invitations dialog');
    await screenshot(page, 'invitations-console-1440-en');
    await page.getByTestId(`invitation-decline-${ids.logistics}`).click();
    await page.getByTestId('invitation-decline-confirm').click();
    await banner.waitFor({ state: 'detached' });
    const logistics = await session(LOGISTICS_OWNER);
    const members = await call('enterprise/member/list', { page: 1, pageSize: 50 }, logistics);
    assert.equal(members.list.filter((m) => m.status === 'invited').length, 0);
    const audit = await call('enterprise/auditLog', {}, logistics);
    assert.ok(audit.list.some((e) => e.action === 'member.declined'), JSON.stringify(audit.list.slice(0, 3)));
    // The switcher lists the enterprise joined (and only it: nothing was joined by declining).
    const mine = await call('user/relatedMainList', {}, await session({ phone: existing.phone, password: 'Passw0rd!e2e' }));
    assert.deepEqual(mine.list.map((e) => e.name), ['演示贸易有限公司']);
    assert.deepEqual(errors, []);
  });

  step('a new phone opens the texted link at 390 px, verifies itself, accepts and lands in the console', async () => {
    const { page, errors } = phone;
    const invitation = (await stack.api(`/api/dev/sms?phone=${newcomer}`)).data.messages.at(-1).text;
    const link = invitation.match(/https?:\/\/\S+/)[0];
    assert.match(link, /\/#\/invitation\?s=/);
    const route = link.slice(link.indexOf('#') + 1);
    await openRoute(page, stack.url, route);
    await page.locator('#invitationPhone_phone').fill(newcomer);
    await expectAccessible(page, '/invitation (phone check)');
    await screenshot(page, 'invitation-phone-390-en');
    const before = await textCount(newcomer);
    await page.getByTestId('send-code-invitation').click();
    const code = (await nextText(newcomer, before)).code;
    await page.locator('#invitationPhone_code').fill(code);
    await page.getByTestId('invitation-verify').click();
    await page.getByTestId('invitation-enterprise').waitFor();
    assert.match(await page.getByTestId('invitation-enterprise').textContent(), /演示贸易有限公司 invites you to join/);
    // The pointer rests where "Continue" was tapped, now over "Accept": its hover colour is not the point here.
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/invitation (the invitation)');
    await screenshot(page, 'invitation-answer-390-en');
    await shotInChinese(page, 'invitation-answer-390-zh', (p) => p.getByTestId('invitation-enterprise').waitFor());
    await page.getByTestId('invitation-accept').click();
    await landedOn(page, '/homePage');
    assert.equal((await page.getByTestId('current-enterprise').textContent()).trim(), '演示贸易有限公司');
    await screenshot(page, 'invitation-member-home-390-en');
    // The link is used up (this tab still holds its verified phone, so it says so at once).
    await openRoute(page, stack.url, route);
    await page.getByTestId('invitation-used').waitFor();
    await expectAccessible(page, '/invitation (answered)');
    await screenshot(page, 'invitation-used-390-en');
    assert.deepEqual(errors, []);
  });
});

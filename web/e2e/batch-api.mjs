/**
 * Batch ordering through the API alone (no browser), for the restart test and the benchmark:
 * the demo owner's session, a sandbox recharge, candidate files as CSV or XLSX, the upload, and
 * polling a batch until it reaches a state.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { poll } from './wait.mjs';

export const DEMO = { phone: '13800000000', password: 'Verity#2026' };

/** The demo owner's session token (password sign-in, then loginInfo). */
export async function signIn(stack, who = DEMO) {
  const password = createHash('md5').update(who.password).digest('hex');
  const login = await stack.api('/api/base/user/login', {
    method: 'POST',
    body: { loginType: 'password', phone: who.phone, password, ts: 'ENT_WEB' },
  });
  if (login.code !== 0) throw new Error(`login: ${JSON.stringify(login)}`);
  const info = await stack.api('/api/base/user/loginInfo', { token: login.data.token });
  if (info.code !== 0) throw new Error(`loginInfo: ${JSON.stringify(info)}`);
  return info.data.sToken;
}

/** Adds `amountFen` through the sandbox payment method. */
export async function recharge(stack, token, amountFen, key) {
  const reply = await stack.api('/api/base/finance/recharge', { method: 'POST', token, body: { amountFen, method: 'sandbox', idempotencyKey: key } });
  if (reply.code !== 0) throw new Error(`recharge: ${JSON.stringify(reply)}`);
}

/** The first active package named `name`. */
export async function packageNamed(stack, token, name) {
  const list = await stack.api('/api/base/package/list', { method: 'POST', token, body: { status: 'active' } });
  const found = list.data?.list?.find((p) => p.name === name);
  if (!found) throw new Error(`no package ${name}: ${JSON.stringify(list)}`);
  return found;
}

/** A valid 18-digit ID number for candidate `n` (distinct below 336,000). */
export function idNumber(n) {
  const year = 80 + (Math.floor(n / 336_000) % 10);
  const month = 1 + (Math.floor(n / 28_000) % 12);
  const day = 1 + (Math.floor(n / 1_000) % 28);
  const body = `110105${1900 + year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, c, i) => acc + Number(c) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** Candidate `n` as the template's cells: name, phone, ID number, e-mail, position, school, employer. */
export function candidate(n) {
  return [`候选人${n}`, `136${String(n).padStart(8, '0')}`, idNumber(n), '', '', '北京大学', '示例科技有限公司'];
}

export const HEADER = ['姓名*', '手机号*', '身份证号*', '邮箱', '应聘岗位', '毕业院校*', '前雇主*'];

export function csvOf(count) {
  const lines = ['说明', HEADER.join(',')];
  for (let n = 0; n < count; n += 1) lines.push(candidate(n).join(','));
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal XLSX (one sheet, inline strings) of the header and `count` candidates. */
export function xlsxOf(count) {
  const row = (r, cells) =>
    `<row r="${r}">${cells.map((v, i) => (v === '' ? '' : `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${xml(v)}</t></is></c>`)).join('')}</row>`;
  const rows = [row(1, HEADER)];
  for (let n = 0; n < count; n += 1) rows.push(row(n + 2, candidate(n)));
  const files = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="candidates" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  };
  return zip(files);
}

/** A zip of text files, deflated. */
function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** Uploads a batch file; its key. */
export async function upload(stack, token, name, type, buffer) {
  const form = new FormData();
  form.append('purpose', 'batch');
  form.append('file', new Blob([buffer], { type }), name);
  const res = await fetch(`${stack.url}/api/base/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`upload: ${JSON.stringify(body)}`);
  return body.data.key;
}

export async function call(stack, token, path, body) {
  const reply = await stack.api(`/api/base/${path}`, { method: 'POST', token, body });
  if (reply.code !== 0) throw new Error(`${path}: ${JSON.stringify(reply)}`);
  return reply.data;
}

/** Polls `batch/detail` every `everyMs` until `until(detail)` holds; the detail. */
export async function waitFor(stack, token, batchId, until, { timeoutMs = 120_000, everyMs = 100 } = {}) {
  let reply;
  const done = await poll(
    async () => {
      reply = await stack.api('/api/base/batch/detail', { method: 'POST', token, body: { batchId } }).catch(() => null);
      return reply?.code === 0 && until(reply.data) ? reply.data : undefined;
    },
    { timeoutMs, everyMs },
  );
  if (!done) throw new Error(`batch ${batchId} did not get there: ${JSON.stringify(reply?.data)}`);
  return done;
}

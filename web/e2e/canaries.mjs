/**
 * PII canaries (issue 26, point 5). Every value of a person the journeys send or receive (phones,
 * ID numbers, names, e-mail addresses, SMS codes, password digests, session and link tokens) is
 * noted as a canary; so is where the product could leak them: every line each local stack logs,
 * every URL a browser requests and every object key a stack writes. Each test file's process writes
 * what it saw to `artifacts/pii/<pid>.json` when it exits; `run.mjs` searches all of them once the
 * files are done and fails the run on any hit.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const PII_DIR = path.join(HERE, 'artifacts', 'pii');

/** The kinds of value a key names (in request bodies and answers). */
const KINDS = {
  phone: 'phone',
  newPhone: 'phone',
  mobile: 'phone',
  idNumber: 'id number',
  name: 'name',
  realName: 'name',
  candidateName: 'name',
  email: 'e-mail',
  password: 'password digest',
  code: 'SMS code',
  token: 'token',
  sToken: 'token',
  shareToken: 'token',
  // The candidate portal's session (issue 29).
  meToken: 'token',
};

/** What a value of a kind must look like to be a canary (not a package name or a flag). */
const SHAPES = {
  phone: /^1\d{10}$/,
  'id number': /^\d{15,17}[\dXx]$/,
  name: /^.{2,40}$/u,
  'e-mail': /^[^@\s]+@[^@\s]+$/,
  'password digest': /^[0-9a-f]{32}$/,
  'SMS code': /^\d{6}$/,
  token: /^[\w-]{16,}$/,
};

/** Names the journeys give things that are not people (packages, companies, positions…). */
const NOT_PEOPLE = /(背调|套餐|公司|科技|有限|集团|Package|Co\b|Ltd|Inc|岗位|工程师|Engineer|Manager)/u;

const seen = { canaries: {}, logs: [], urls: [], keys: [] };

function note(kind, value) {
  if (typeof value !== 'string') return;
  const v = value.trim();
  if (!SHAPES[kind].test(v)) return;
  if (kind === 'name' && NOT_PEOPLE.test(v)) return;
  seen.canaries[v] = kind;
}

/** Notes the canaries of a JSON value (a request body or an answer), however deep. */
export function noteValues(value, parentKey = '') {
  if (Array.isArray(value)) {
    value.forEach((v) => noteValues(v, parentKey));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // A `name` is a person's only inside a candidate, a member or a profile.
      const kind = k === 'name' && !/candidate|member|user|profile/i.test(parentKey) ? undefined : KINDS[k];
      if (kind && typeof v === 'string') note(kind, v);
      else noteValues(v, k);
    }
  }
}

/** Notes a body sent as text (JSON or not). */
export function noteBody(text, pathname = '') {
  if (!text) return;
  try {
    noteValues(JSON.parse(text), pathname);
  } catch {
    // not JSON (a multipart upload): nothing to note
  }
}

export const noteUrl = (url) => seen.urls.push(url);
export const noteLog = (file) => seen.logs.push(file);

/** Notes every object key under a stack's blob folders (`<data>/blobs/<bucket>/objects/…`). */
export function noteKeys(dataDir) {
  const walk = (dir, prefix) => {
    let entries;
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${e}/`);
      else seen.keys.push(`${prefix}${e}`);
    }
  };
  let buckets;
  try {
    buckets = readdirSync(path.join(dataDir, 'blobs'));
  } catch {
    return;
  }
  for (const bucket of buckets) walk(path.join(dataDir, 'blobs', bucket, 'objects'), `${bucket}/`);
}

process.on('exit', () => {
  mkdirSync(PII_DIR, { recursive: true });
  writeFileSync(path.join(PII_DIR, `${process.pid}.json`), JSON.stringify(seen));
});

/** Clears what an earlier run left (run.mjs, before the files start). */
export function clearSeen() {
  rmSync(PII_DIR, { recursive: true, force: true });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Searches what every file saw for every canary any file noted. A canary matches only as a whole
 * value (not inside a longer run of letters or digits). Returns the figures and the hits.
 */
export function searchAll(dir = PII_DIR) {
  const parts = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  const canaries = Object.assign({}, ...parts.map((p) => p.canaries));
  const patterns = Object.entries(canaries).map(([value, kind]) => ({
    kind,
    value,
    re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'u'),
  }));
  const hits = [];
  let lines = 0;
  const search = (where, text) => {
    for (const p of patterns) if (p.re.test(text)) hits.push({ kind: p.kind, where, masked: `${p.value.slice(0, 2)}…` });
  };
  for (const file of new Set(parts.flatMap((p) => p.logs))) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((line, i) => {
      lines += 1;
      search(`${path.basename(file)}:${i + 1}`, line);
    });
  }
  // The harness's own developer endpoints (the SMS outbox) are not the product's.
  const urls = parts.flatMap((p) => p.urls).filter((u) => !u.includes('/api/dev/'));
  const decoded = (u) => {
    try {
      return decodeURIComponent(u);
    } catch {
      return u;
    }
  };
  urls.forEach((u) => search(`URL ${u.split('?')[0]}`, decoded(u)));
  const keys = parts.flatMap((p) => p.keys);
  keys.forEach((k) => search(`object key ${k.split('/')[0]}/…`, k));
  const byKind = {};
  for (const kind of Object.values(canaries)) byKind[kind] = (byKind[kind] ?? 0) + 1;
  return { canaries: Object.keys(canaries).length, byKind, lines, urls: urls.length, keys: keys.length, hits };
}

/**
 * The PII canary search itself (canaries.mjs) finds a planted value in a log line, a URL and an
 * object key, as a whole value only, and leaves the harness's developer URLs alone.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { searchAll } from './canaries.mjs';

describe('the PII canary search', () => {
  it('finds a planted phone or ID number wherever the product could leak it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'verity-canaries-'));
    const log = path.join(dir, 'stack.log');
    writeFileSync(log, 'INFO request path=/api/base/order/create ok\nWARN phone=13900001111 refused\nid 9139000011112\n');
    const seen = {
      canaries: { '13900001111': 'phone', '110101199003078515': 'id number' },
      logs: [log],
      urls: ['http://127.0.0.1/#/report?id=110101199003078515', 'http://127.0.0.1/api/dev/sms?phone=13900001111'],
      keys: ['uploads/ent-1/13900001111.png', 'uploads/ent-1/abc.png'],
    };
    const parts = mkdtempSync(path.join(tmpdir(), 'verity-canaries-parts-'));
    writeFileSync(path.join(parts, '1.json'), JSON.stringify(seen));
    const found = searchAll(parts);
    assert.deepEqual(
      found.hits.map((h) => [h.kind, h.where]),
      [
        ['phone', 'stack.log:2'],
        ['id number', 'URL http://127.0.0.1/#/report'],
        ['phone', 'object key uploads/…'],
      ],
    );
    assert.equal(found.lines, 4);
    assert.equal(found.urls, 1, 'the developer outbox URL is the harness, not the product');
  });
});

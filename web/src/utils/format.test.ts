import { afterEach, describe, expect, it } from 'vitest';
import { dayRange } from '@/pages/finance/service';
import { formatDate, formatDateTime } from './format';

// 2026-11-27 02:30 UTC = 10:30 in Beijing.
const AT = Date.UTC(2026, 10, 27, 2, 30, 15);
// 2026-11-26 20:00 UTC: already the 27th in Beijing, still the 26th in London and New York.
const LATE = Date.UTC(2026, 10, 26, 20, 0);

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('the one time helper', () => {
  it('shows China Standard Time with the zone stated, in each language', () => {
    expect(formatDateTime(AT, 'en-US')).toBe('2026-11-27 10:30 (UTC+8)');
    expect(formatDateTime(AT, 'zh-CN')).toBe('2026-11-27 10:30（北京时间）');
    expect(formatDateTime(AT, 'en-US', true)).toBe('2026-11-27 10:30:15 (UTC+8)');
    expect(formatDate(LATE, 'en-US')).toBe('2026-11-27');
    expect(formatDateTime(LATE, 'en-US')).toBe('2026-11-27 04:00 (UTC+8)');
    expect(formatDateTime(undefined, 'en-US')).toBe('—');
    expect(formatDate(0, 'zh-CN')).toBe('—');
  });

  it('reads the same in a browser of any time zone', () => {
    // The process's zone is what the browser's would be: the helper never reads it.
    const zones = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC'];
    const seen = new Set<string>();
    const localHours = new Set<number>();
    for (const zone of zones) {
      process.env.TZ = zone;
      localHours.add(new Date(LATE).getHours());
      seen.add(`${formatDateTime(LATE, 'zh-CN')}|${formatDate(LATE)}|${dayRange('2026-11-27', '').from}`);
    }
    // The browser's own reading changes with the zone; the helper's never does.
    expect(localHours.size).toBeGreaterThan(1);
    expect([...seen]).toEqual([`2026-11-27 04:00（北京时间）|2026-11-27|${Date.UTC(2026, 10, 26, 16, 0)}`]);
    // And it agrees with Intl's own Asia/Shanghai reading.
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(LATE);
    expect(intl.replace(',', '')).toBe('2026-11-27 04:00');
  });

  it('a day picked in a date field is a China day', () => {
    expect(dayRange('2026-11-27', '2026-11-27')).toEqual({ from: Date.UTC(2026, 10, 26, 16, 0), to: Date.UTC(2026, 10, 27, 16, 0) - 1 });
    expect(dayRange('27/11/2026', '2026-13-45')).toEqual({ from: undefined, to: undefined });
  });
});

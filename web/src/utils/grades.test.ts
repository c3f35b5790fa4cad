import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRADES, gradeLabel, overallLabel } from './grades';

describe('grade labels', () => {
  it('come from the table the PDF reads (shared/domain/src/reports/labels.json)', () => {
    const table = JSON.parse(readFileSync(path.resolve(process.cwd(), '../shared/domain/src/reports/labels.json'), 'utf8'));
    expect(GRADES).toEqual(['green', 'yellow', 'red']);
    for (const g of GRADES) {
      expect(gradeLabel(g, 'zh-CN')).toBe(table.grade[g]['zh-CN']);
      expect(gradeLabel(g, 'en-US')).toBe(table.grade[g]['en-US']);
    }
    expect(gradeLabel('red', 'zh-CN')).toBe('有不良记录');
    expect(overallLabel('consider', 'en-US')).toBe('Consider');
    expect(overallLabel('clear', 'zh-CN')).toBe('无异常');
  });
});

/** Fakes of a report for the report screens' tests. */
import type { Report } from '@/pages/report/ReportView';

type Item = Report['items'][number];

/** The identity check of 张*, green: name and ID number verified. */
export const IDENTITY_VERIFIED: Item = {
  index: 0,
  code: 'identity',
  ordinal: 1,
  nameZh: '身份核验',
  nameEn: 'Identity verification',
  grade: 'green',
  findingsEn: 'Name and ID number verified.',
  findingsZh: '姓名与身份证号一致。',
};

/** The court check (item 1) with its grade and findings. */
export const courtItem = (grade: Item['grade'], findingsEn: string, findingsZh: string): Item => ({
  index: 1,
  code: 'court',
  ordinal: 1,
  nameZh: '法院诉讼记录',
  nameEn: 'Court records',
  grade,
  findingsEn,
  findingsZh,
});

/** Version 1 of order VB2611220001's report (张*, Standard hire, overall "consider") as the system wrote it, with `items`. */
export function firstVersion(items: Item[]): Report {
  return {
    orderId: 'o1',
    enterpriseId: 'e1',
    orderNo: 'VB2611220001',
    version: 1,
    overallResult: 'consider',
    candidate: { name: '张*', phone: '139****1111', idNumber: '110***********8515' },
    packageName: 'Standard hire',
    packageVersion: 1,
    items,
    orderedAt: Date.UTC(2026, 10, 22, 6),
    completedAt: Date.UTC(2026, 10, 22, 9),
    createdAt: Date.UTC(2026, 10, 22, 9),
    createdBy: 'system',
  };
}

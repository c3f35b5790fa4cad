/** What changed from one report version to the next, for the history. */
import type { Schemas } from '@/services/api';

type Report = Schemas['Report'];
type ReportItem = Schemas['ReportItem'];
export type Grade = Schemas['Grade'];

/** Findings in both languages (an analyst's edit writes one text into both). */
export interface Findings {
  zh: string;
  en: string;
}

export interface ItemChange {
  index: number;
  code: string;
  nameZh: string;
  nameEn: string;
  /** [from, to] when the traffic light changed. */
  grade?: [Grade, Grade];
  /** [old, new] when the findings changed. */
  findings?: [Findings, Findings];
}

export interface VersionChanges {
  /** [from, to] when the overall result changed. */
  overall?: [string, string];
  items: ItemChange[];
  note?: { kind: 'added' | 'changed' | 'removed'; note: string };
}

const findingsOf = (i: ReportItem): Findings => ({ zh: i.findingsZh ?? '', en: i.findingsEn ?? '' });

/** The changes of `next` against `prev`: per item (matched by position), the overall result, the note. */
export function changesBetween(prev: Report, next: Report): VersionChanges {
  const items: ItemChange[] = [];
  for (const item of next.items) {
    const before = prev.items.find((p) => p.index === item.index && p.code === item.code);
    if (!before) continue;
    const change: ItemChange = { index: item.index, code: item.code, nameZh: item.nameZh, nameEn: item.nameEn };
    if (before.grade !== item.grade) change.grade = [before.grade, item.grade];
    const [was, now] = [findingsOf(before), findingsOf(item)];
    if (was.zh !== now.zh || was.en !== now.en) change.findings = [was, now];
    if (change.grade || change.findings) items.push(change);
  }
  const changes: VersionChanges = { items };
  if (prev.overallResult !== next.overallResult) changes.overall = [prev.overallResult, next.overallResult];
  const [noteWas, noteNow] = [prev.note?.trim() ?? '', next.note?.trim() ?? ''];
  if (noteWas !== noteNow) {
    changes.note = !noteNow ? { kind: 'removed', note: '' } : { kind: noteWas ? 'changed' : 'added', note: noteNow };
  }
  return changes;
}

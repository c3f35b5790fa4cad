/**
 * The words a finding's grade and a report's overall result read as: the one label table
 * (`shared/domain/src/reports/labels.json`) the PDF reads too, so one finding carries one label on
 * the record, the report, the shared report, the verify page, the candidate's findings and the PDF.
 */
import labels from '../../../shared/domain/src/reports/labels.json';
import type { Locale } from '@/i18n';

export type Grade = keyof typeof labels.grade;

export const GRADES = Object.keys(labels.grade) as Grade[];

/** `Clear` / `无异常`, `Needs attention` / `需关注`, `Adverse` / `有不良记录`; the key itself when unknown. */
export function gradeLabel(grade: string, locale: Locale): string {
  return (labels.grade as Record<string, Record<Locale, string>>)[grade]?.[locale] ?? grade;
}

/** A report's (or order's) overall result: `clear` or `consider`. */
export function overallLabel(result: string, locale: Locale): string {
  return (labels.overall as Record<string, Record<Locale, string>>)[result]?.[locale] ?? result;
}

/** How each grade reads at a glance (badge tone). */
export const GRADE_TONE: Record<string, 'success' | 'warning' | 'error'> = { green: 'success', yellow: 'warning', red: 'error' };

/** How an overall result reads at a glance. */
export const OVERALL_TONE: Record<string, 'success' | 'warning'> = { clear: 'success', consider: 'warning' };

/** A check item as the server names it, in both languages. */
export interface NamedItem {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** The names of the items with these codes in the current language (a code itself when unknown), as one list. */
export function itemNamesText(items: readonly NamedItem[], codes: readonly string[], locale: string): string {
  const zh = locale === 'zh-CN';
  const name = (code: string) => {
    const item = items.find((i) => i.code === code);
    return item ? (zh ? item.nameZh : item.nameEn) : code;
  };
  return codes.map(name).join(zh ? '、' : ', ');
}

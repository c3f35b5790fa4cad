/**
 * The highest education levels (the `educationLevel` dictionary of the data function), named in
 * both languages. Shared by the console screens and the applicant's public page, so it holds
 * nothing else.
 */
import { defineMessages, type MessageKey } from '@/i18n';
import type { Schemas } from '@/services/api';

export type EducationLevel = Schemas['EducationLevel'];

export const EDUCATION_LEVELS: readonly EducationLevel[] = ['juniorHigh', 'highSchool', 'associate', 'bachelor', 'master', 'doctorate'];

const enUS = {
  'job.education.juniorHigh': 'Junior high or below',
  'job.education.highSchool': 'High school / vocational',
  'job.education.associate': 'Associate degree',
  'job.education.bachelor': "Bachelor's degree",
  'job.education.master': "Master's degree",
  'job.education.doctorate': 'Doctorate',
};

type EducationKey = keyof typeof enUS;

const zhCN: Record<EducationKey, string> = {
  'job.education.juniorHigh': '初中及以下',
  'job.education.highSchool': '高中/中专',
  'job.education.associate': '大专',
  'job.education.bachelor': '本科',
  'job.education.master': '硕士',
  'job.education.doctorate': '博士',
};

defineMessages({ 'en-US': enUS, 'zh-CN': zhCN });

declare module '@/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyMessages extends Record<EducationKey, true> {}
}

/** The message key naming a level. */
export function educationKey(level: EducationLevel): MessageKey {
  return `job.education.${level}` as MessageKey;
}

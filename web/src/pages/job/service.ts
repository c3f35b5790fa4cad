/**
 * The job function's enterprise calls (`POST /api/base/job/<action>`): positions with their public
 * application links, and the registrations applicants sent through them. Registrations come
 * back masked; `orderPrefill` (the applicant's own values) only feeds the order form.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';
import type { EducationLevel } from './education';

export type JobView = Schemas['JobView'];
export type JobField = Schemas['JobField'];
export type JobStatus = Schemas['JobStatus'];
export type JobCreateRequest = Schemas['JobCreateRequest'];
export type RegistrationRow = Schemas['JobRegistrationRow'];
export type RegistrationDetail = Schemas['JobRegistrationDetail'];

/** The optional parts of the application form, in the order the form shows them. */
export const JOB_FIELDS: readonly JobField[] = ['education', 'workHistory', 'attachments'];

export function jobsQuery(enterpriseId: string | undefined, status: JobStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: ['job/list', enterpriseId, status ?? 'all'],
    queryFn: ({ pageParam }) => post('/job/list', { status: status ?? null, cursor: pageParam, pageSize: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

export function jobQuery(enterpriseId: string | undefined, jobId: string) {
  return queryOptions({
    queryKey: ['job/detail', enterpriseId, jobId],
    queryFn: () => post('/job/detail', { jobId }, { hideError: true }),
    enabled: !!enterpriseId && !!jobId,
    retry: false,
  });
}

/** Quiet: the form shows a refusal under its field. */
export function createJob(body: JobCreateRequest) {
  return post('/job/create', body, { hideError: true });
}

export function closeJob(jobId: string) {
  return post('/job/close', { jobId });
}

/** The registrations' filter as the screen holds it: dates as a date field gives them (`YYYY-MM-DD`). */
export interface RegistrationFilter {
  education?: EducationLevel;
  from?: string;
  to?: string;
}

/** Epoch milliseconds of a China day (`YYYY-MM-DD`) at its start or end, whatever the browser's zone. */
function dayEdge(day: string | undefined, end: boolean): number | null {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') ? Date.parse(`${day}T00:00:00+08:00`) : NaN;
  return Number.isNaN(at) ? null : at + (end ? 86_399_999 : 0);
}

export function registrationsQuery(enterpriseId: string | undefined, jobId: string, filter: RegistrationFilter) {
  return infiniteQueryOptions({
    queryKey: ['job/registrations', enterpriseId, jobId, filter],
    queryFn: ({ pageParam }) =>
      post('/job/registrations', {
        jobId,
        education: filter.education ?? null,
        submittedFrom: dayEdge(filter.from, false),
        submittedTo: dayEdge(filter.to, true),
        cursor: pageParam,
        pageSize: 20,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId && !!jobId,
  });
}

export function registrationQuery(enterpriseId: string | undefined, registrationId: string) {
  return queryOptions({
    queryKey: ['job/registration', enterpriseId, registrationId],
    queryFn: () => post('/job/registration', { registrationId }, { hideError: true }),
    enabled: !!enterpriseId && !!registrationId,
    retry: false,
  });
}

/** The order form of a registration: `/initiateBack` prefilled from it. */
export function orderFromRegistration(registrationId: string): string {
  return `/initiateBack?registrationId=${encodeURIComponent(registrationId)}`;
}

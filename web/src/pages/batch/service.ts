/**
 * The batch function (`/api/base/batch/<action>`): the template, a file validated into rows,
 * fixing and removing rows, one charge on submit, progress, cancelling the rest, the results.
 * The file goes up through `file/upload` (purpose `batch`) with a progress callback.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';
import { API_BASE, ApiError, storedToken, type ApiResponse } from '@/utils/request';
import * as ErrorCode from '@/services/errorCodes';

export type BatchView = Schemas['BatchView'];
export type RowView = Schemas['RowView'];
export type RowError = Schemas['RowError'];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What a batch file may be (the server reads the content again). */
// file/upload's limit: Lambda's 6 MB payload after base64 leaves 4 MB.
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Still moving: the screens follow it. */
export function isMoving(b: Pick<BatchView, 'status' | 'validCount' | 'invitedCount'>) {
  return b.status === 'submitting' || (b.status === 'submitted' && b.invitedCount < b.validCount);
}

export function batchQuery(enterpriseId: string | undefined, batchId: string) {
  return queryOptions({
    queryKey: ['batch/detail', enterpriseId, batchId],
    queryFn: () => post('/batch/detail', { batchId }, { hideError: true }),
    enabled: !!enterpriseId && !!batchId,
    retry: false,
    refetchInterval: (q) => (q.state.data && isMoving(q.state.data) ? 1500 : false),
  });
}

export function batchesQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['batch/list', enterpriseId],
    queryFn: ({ pageParam }) => post('/batch/list', { cursor: pageParam, pageSize: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some(isMoving)) ? 3000 : false),
  });
}

export function rowsQuery(batchId: string, onlyErrors: boolean) {
  return infiniteQueryOptions({
    queryKey: ['batch/rows', batchId, onlyErrors],
    queryFn: ({ pageParam }) => post('/batch/rows', { batchId, onlyErrors, cursor: pageParam, pageSize: 50 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!batchId,
  });
}

export function createBatch(packageId: string, fileKey: string) {
  return post('/batch/create', { packageId, fileKey }, { hideError: true });
}

export type RowFields = Record<string, string>;

export function fixRow(batchId: string, row: number, candidate: RowFields, confirmDuplicate: boolean) {
  return post('/batch/fixRow', { batchId, row, candidate: candidate as Schemas['RowCandidate'], confirmDuplicate }, { hideError: true });
}

export function removeRow(batchId: string, row: number) {
  return post('/batch/removeRow', { batchId, row }, { hideError: true });
}

/** Leaves out every row that still has a problem, in one call. */
export function removeProblemRows(batchId: string) {
  return post('/batch/removeProblemRows', { batchId }, { hideError: true });
}

/** Orders candidates ordered in the last 30 days again anyway: some rows, or all. */
export function confirmDuplicates(batchId: string, which: { rows?: number[]; all?: boolean }) {
  return post('/batch/confirmDuplicates', { batchId, rows: which.rows ?? [], all: !!which.all }, { hideError: true });
}

/** The rows with problems as a file in the template's layout (a signed link, no PII in it). */
export function downloadProblems(batchId: string) {
  return post('/batch/problems', { batchId, format: 'xlsx' }, { hideError: true });
}

export function submitBatch(batchId: string, idempotencyKey: string) {
  return post('/batch/submit', { batchId, idempotencyKey }, { hideError: true });
}

export function cancelRest(batchId: string) {
  return post('/batch/cancelRest', { batchId }, { hideError: true });
}

export function exportBatch(batchId: string) {
  return post('/batch/export', { batchId, format: 'xlsx' });
}

/** Saves `blob` as `name` through a temporary link. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the package's template (a GET with the session; errors come as an envelope). */
export async function downloadTemplate(packageId: string, format: 'xlsx' | 'csv') {
  const params = new URLSearchParams({ packageId, format });
  const res = await fetch(`${API_BASE}/batch/template?${params}`, { headers: { Authorization: `Bearer ${storedToken()}` } });
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await res.json()) as ApiResponse;
    throw new ApiError(body.msg, body);
  }
  save(await res.blob(), `batch-template.${format}`);
}

interface Uploaded {
  key: string;
  name: string;
  size: number;
}

/**
 * Uploads a batch file with progress (0–100). The part's type is set from the extension:
 * Windows reports a .csv as an Excel type.
 */
export function uploadBatchFile(file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  const csv = file.name.toLowerCase().endsWith('.csv');
  const part = new File([file], file.name, { type: csv ? 'text/csv' : XLSX_TYPE });
  const form = new FormData();
  form.append('purpose', 'batch');
  form.append('file', part);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/file/upload`);
    xhr.setRequestHeader('Authorization', `Bearer ${storedToken()}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as ApiResponse<Uploaded>;
        if (body.code === ErrorCode.Ok) resolve(body.data);
        else reject(new ApiError(body.msg, body));
      } catch {
        reject(new Error(`HTTP ${xhr.status}`));
      }
    };
    xhr.send(form);
  });
}

/** Where a batch goes when opened: back to review while ready, else its detail. */
export function batchLink(b: Pick<BatchView, 'batchId' | 'status'>) {
  const id = encodeURIComponent(b.batchId);
  return b.status === 'ready' ? `/batchBack?batchId=${id}` : `/batchRecord/detail?batchId=${id}`;
}

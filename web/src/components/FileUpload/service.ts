/**
 * Uploads through the file function: `POST /file/upload`, multipart/form-data with the parts
 * `file` and `purpose`; the reply's `key` is what other calls take (e.g. `licenseFileKey`).
 * The request layer sends FormData as is (the browser sets the multipart boundary).
 */
import type { Translate } from '@/i18n';
import { request } from '@/utils/request';

export type UploadPurpose = 'license' | 'logo' | 'consent' | 'voucher' | 'invoice' | 'batch' | 'attachment';

/** `file/upload`'s reply (typed here until api-types.ts is regenerated). */
export interface UploadedFile {
  key: string;
  /** A short-lived signed URL of the file. */
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export interface UploadRule {
  contentTypes: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;
const DOCUMENT: UploadRule = {
  contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  // Through the API (file/upload): Lambda's 6 MB payload after base64 leaves 4 MB.
  maxBytes: 4 * MB,
};

/** What each purpose accepts (the server checks again, by content): the screens' purposes. */
export const UPLOAD_RULES: Record<'license' | 'logo' | 'consent' | 'voucher' | 'invoice' | 'attachment', UploadRule> = {
  license: DOCUMENT,
  consent: DOCUMENT,
  /** A bank transfer's slip (the enterprise's recharge). */
  voucher: DOCUMENT,
  /** An issued invoice (uploaded by the platform's operators). */
  invoice: DOCUMENT,
  attachment: DOCUMENT,
  logo: { contentTypes: ['image/jpeg', 'image/png'], extensions: ['jpg', 'jpeg', 'png'], maxBytes: 2 * MB },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why `file` cannot be uploaded for `rule` ('type' or 'size'), or null. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, rule: UploadRule): 'type' | 'size' | null {
  const typeOk = file.type ? rule.contentTypes.includes(file.type.toLowerCase()) : rule.extensions.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The `accept` attribute of a file input for `rule`. */
export function acceptOf(rule: UploadRule): string {
  return [...rule.extensions.map((e) => `.${e}`), ...rule.contentTypes].join(',');
}

/** Whether a file (by its type, name or URL) is a PDF rather than an image. */
export function isPdf({ contentType, name, url }: { contentType?: string | null; name?: string | null; url?: string | null }): boolean {
  if (contentType) return contentType.toLowerCase() === 'application/pdf';
  if (name) return extensionOf(name) === 'pdf';
  if (url) {
    try {
      return extensionOf(new URL(url, window.location.href).pathname) === 'pdf';
    } catch {
      return false;
    }
  }
  return false;
}

/** Quiet: the screen shows a failure under its field. */
export function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', purpose);
  return request<UploadedFile>('/file/upload', { method: 'POST', data: form, hideError: true }).then((res) => res.data);
}

/** The visible rule under an upload field: which types, how large. */
export function uploadHint(t: Translate, purpose: keyof typeof UPLOAD_RULES): string {
  const rule = UPLOAD_RULES[purpose];
  const types = rule.contentTypes.includes('application/pdf') ? t('upload.typesDocument') : t('upload.typesImage');
  return t('upload.hint', { types, size: `${rule.maxBytes / MB} MB` });
}

/** The help under a form's file field: what is asked (`hint`), then the purpose's types and size. */
export function fieldHint(t: Translate, purpose: keyof typeof UPLOAD_RULES, hint?: string): string {
  const types = uploadHint(t, purpose);
  return hint ? `${hint} ${types}` : types;
}

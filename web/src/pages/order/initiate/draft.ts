/**
 * The order form's draft and the details a package's items need.
 *
 * The draft keeps what was typed while the user leaves the form to accept the contract, build a
 * package or recharge (each page returns with `?back=/initiateBack`). It holds a candidate's
 * details, so it lives in sessionStorage only (this tab, cleared at sign-out, on a successful
 * order and by `clearDraft`; `utils/storage`'s `clearAll` removes it at sign-out), never in
 * localStorage or in a URL.
 */

/** sessionStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function removeItem(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // ignore
  }
}

export const DRAFT_KEY = 'orderDraft';

/** The candidate fields of `order/create` an item may need beyond name, phone and ID number. */
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface DraftValues {
  packageId?: string;
  name?: string;
  phone?: string;
  idNumber?: string;
  email?: string;
  position?: string;
  authMode?: 'sms' | 'offline';
  school?: string;
  degree?: string;
  employer?: string;
  employmentPeriod?: string;
  certificateNumber?: string;
}

interface Stored {
  enterpriseId: string;
  /** The job registration the form was opened for, if any: a draft of another is not restored. */
  registrationId: string;
  values: DraftValues;
}

/** The form's fields about the check and the candidate, in the form's order. */
export const CANDIDATE_FIELDS = ['packageId', 'name', 'phone', 'idNumber', 'email', 'position'] as const;
/** The details some items need (education, employment, a certificate), in the form's order. */
export const DETAIL_FIELDS = ['school', 'degree', 'employer', 'employmentPeriod', 'certificateNumber'] as const;

const KEPT: readonly (keyof DraftValues)[] = [...CANDIDATE_FIELDS, 'authMode', ...DETAIL_FIELDS];

/** Keeps the form's values for this enterprise (empty values are left out). */
export function saveDraft(enterpriseId: string, registrationId: string, values: DraftValues): void {
  const kept: DraftValues = {};
  for (const k of KEPT) {
    const v = values[k];
    if (typeof v === 'string' && v !== '') (kept as Record<string, string>)[k] = v;
  }
  if (Object.keys(kept).filter((k) => k !== 'authMode').length === 0) {
    removeItem(DRAFT_KEY);
    return;
  }
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify({ enterpriseId, registrationId, values: kept } satisfies Stored));
  } catch {
    // A full or refused storage keeps no draft; the form still works.
  }
}

/** The draft of this enterprise's form (for the same registration), or null. */
export function loadDraft(enterpriseId: string, registrationId: string): DraftValues | null {
  let stored: Stored | null;
  try {
    stored = JSON.parse(session()?.getItem(DRAFT_KEY) ?? 'null') as Stored | null;
  } catch {
    return null;
  }
  if (!stored || stored.enterpriseId !== enterpriseId || (stored.registrationId ?? '') !== registrationId) return null;
  return stored.values ?? null;
}

export function clearDraft(): void {
  removeItem(DRAFT_KEY);
}

/** Which catalogue fields bring which form fields in: the required one and its optional companion. */
const DETAILS: readonly { needs: string; field: DetailField; required: boolean }[] = [
  { needs: 'school', field: 'school', required: true },
  { needs: 'school', field: 'degree', required: false },
  { needs: 'employer', field: 'employer', required: true },
  { needs: 'employer', field: 'employmentPeriod', required: false },
  { needs: 'certificateNumber', field: 'certificateNumber', required: true },
];

/** A detail the chosen package asks for, with the items that need it. */
export interface NeededDetail {
  field: DetailField;
  required: boolean;
  /** Catalogue codes of the package's items that need it (`education`, …). */
  itemCodes: string[];
}

/**
 * The details the package's items need, in form order: for each item code, the catalogue's
 * `candidateFields` (`school`, `employer`, `certificateNumber`) bring in their field and its
 * optional companion (`degree`, `employmentPeriod`).
 */
export function neededDetails(itemCodes: readonly string[], catalog: readonly { code: string; candidateFields: string[] }[]): NeededDetail[] {
  const out: NeededDetail[] = [];
  for (const d of DETAILS) {
    const codes = itemCodes.filter((code) => catalog.find((c) => c.code === code)?.candidateFields.includes(d.needs));
    if (codes.length) out.push({ field: d.field, required: d.required, itemCodes: [...new Set(codes)] });
  }
  return out;
}

/**
 * The candidate's side of a declined report (`candidate/findings`, `candidate/dispute`): the calls
 * carry the link's code `s` and the share token from the phone check as their bearer; without a
 * valid token the server answers -12 and the request layer sends the browser to `/checkPhone`,
 * which comes back here.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';
import { shareToken } from '@/pages/candidate/service';

export type CandidateFindings = Schemas['CandidateFindings'];

/** The candidate's words: at most 500 characters. */
export const DISPUTE_TEXT_MAX = 500;

// A placeholder bearer makes the server look the (absent) token up and answer -12.
const bearer = (s: string) => shareToken(s) ?? 'none';

export function findingsQuery(s: string) {
  return queryOptions({
    queryKey: ['candidate/findings', s],
    queryFn: () => post('/candidate/findings', { s }, { token: bearer(s), hideError: true }),
    enabled: !!s,
    retry: false,
  });
}

export function raiseDispute(s: string, items: string[], text: string) {
  return post('/candidate/dispute', { s, items, text }, { token: bearer(s), hideError: true });
}

import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type RelatedMain = Schemas['RelatedMain'];

/** The enterprises of the signed-in user; keyed by the current one, which a switch changes. */
export function relatedMainListQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['user/relatedMainList', enterpriseId],
    queryFn: () => post('/user/relatedMainList', {}),
  });
}

export function changeLogin(enterpriseId: string) {
  return post('/user/changeLogin', { enterpriseId });
}

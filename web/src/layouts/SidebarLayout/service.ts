import { post } from '../../utils/request';

export interface RelatedMain {
  enterpriseId: string;
  name: string;
  role: string;
  current: boolean;
}

export function queryRelatedMainList() {
  return post<{ list: RelatedMain[] }>('/user/relatedMainList', {});
}

export function changeLogin(enterpriseId: string) {
  return post<{ sToken: string }>('/user/changeLogin', { enterpriseId });
}

/**
 * The user's enterprises and the switch between them: the same calls (and query cache) as the
 * header's enterprise switcher.
 */
export { changeLogin, relatedMainListQuery, type RelatedMain } from '@/layouts/SidebarLayout/service';

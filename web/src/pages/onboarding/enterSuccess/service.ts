/** The screen reads the current enterprise (shared with the contract and account screens). */
export { contractAccepted, enterpriseDetailQuery } from '@/services/enterprise';

// One chunk for the candidate's two pages: they are opened one after the other.
export { default as CheckPhonePage } from './checkPhone';
export { default as ConsentPage } from './consent';

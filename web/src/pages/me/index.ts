// One chunk for the candidate's portal: the list and a check are opened one after the other.
import './messages';

export { default as MePage } from './List';
export { default as MeCheckPage } from './Detail';

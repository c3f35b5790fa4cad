// What the page shows once the phone is verified, in one chunk of its own: one lazily loaded
// module rather than two keeps the bundler from splitting the entry's shared code further.
export { default as ApplicationForm } from './ApplicationForm';
export { default as Saved } from './Saved';

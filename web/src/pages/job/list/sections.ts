// What the list opens on demand (the new position's form, a QR code), in one chunk of its own.
export { default as CreateJob } from './CreateJob';
export { JobQr } from '@/pages/job/JobLink';

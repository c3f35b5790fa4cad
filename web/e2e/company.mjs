/** What an enterprise's entry needs in the journeys: a licence image and a credit code. */
import { randomInt } from 'node:crypto';

/** A 1×1 PNG: a real image, as the file function checks the content. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A unified social credit code with a valid GB 32100-2015 check character. */
export function creditCode() {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let body = '91';
  while (body.length < 17) body += alphabet[randomInt(0, 31)];
  const sum = [...body].reduce((n, c, i) => n + alphabet.indexOf(c) * weights[i], 0);
  return body + alphabet[(31 - (sum % 31)) % 31];
}

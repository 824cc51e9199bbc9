/** The visitor's appointment code: 6 random base-36 characters (about 2.2 billion values). */
import { randomInt } from 'node:crypto';
import { URL_CODE_LENGTH } from '#shared/schemas/showings.schema.ts';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function generateUrlCode(): string {
  let code = '';
  for (let index = 0; index < URL_CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

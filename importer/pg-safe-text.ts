/**
 * Text PostgreSQL can store. `text` and `jsonb` refuse the NUL character, and `jsonb` refuses a
 * lone UTF-16 surrogate (JSON.stringify writes one as a `\udXXX` escape); one such character in
 * any field of a record used to fail the whole page. Both are removed where the feed's values are
 * read (`cleanText`) and from the raw record's JSON before it is sent (`cleanJson`).
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MAYBE_UNSTORABLE = /[\u0000\uD800-\uDFFF]/;

export function cleanText(text: string): string {
  return MAYBE_UNSTORABLE.test(text) ? text.replace(UNSTORABLE, '') : text;
}

// In JSON.stringify's output a NUL is always the escape \u0000 and a lone surrogate always an
// escape \ud800-\udfff (paired ones are written as the characters themselves). The escape must
// not itself be escaped: an odd number of backslashes before the `u`.
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi;

/** JSON.stringify output without the escapes PostgreSQL's jsonb refuses. */
export function cleanJson(json: string): string {
  return json.includes('\\u') ? json.replace(UNSTORABLE_ESCAPE, '$1') : json;
}

/**
 * Typo tolerance on words, with Meilisearch's budget so both engines forgive the same mistakes:
 * no typo under 5 letters, one from 5, two from 9; a swap of two neighbours counts as one.
 * Also a pg_trgm-compatible trigram similarity for rating place names outside PostgreSQL.
 */

export function typoBudget(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Optimal-string-alignment distance, or max + 1 as soon as it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Words of a vocabulary a typed word may have meant, closest and most common first. Like
 * Meilisearch, the first letter must be right: it keeps the candidates few and the guesses sane.
 */
export class Vocabulary {
  private readonly byFirstLetter = new Map<string, { word: string; weight: number }[]>();
  private readonly known = new Set<string>();

  constructor(entries: Iterable<{ word: string; weight: number }>) {
    for (const entry of entries) {
      this.known.add(entry.word);
      const bucket = this.byFirstLetter.get(entry.word.charAt(0)) ?? [];
      bucket.push(entry);
      this.byFirstLetter.set(entry.word.charAt(0), bucket);
    }
  }

  get size(): number {
    return this.known.size;
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  corrections(word: string, limit = 8): string[] {
    const budget = typoBudget(word);
    if (budget === 0 || this.known.has(word)) return [];
    const scored: { word: string; distance: number; weight: number }[] = [];
    for (const candidate of this.byFirstLetter.get(word.charAt(0)) ?? []) {
      const distance = editDistance(word, candidate.word, budget);
      if (distance <= budget) scored.push({ word: candidate.word, distance, weight: candidate.weight });
    }
    scored.sort((a, b) => a.distance - b.distance || b.weight - a.weight || a.word.localeCompare(b.word));
    return scored.slice(0, limit).map((entry) => entry.word);
  }
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index++) result.add(padded.slice(index, index + 3));
  }
  return result;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both strings. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

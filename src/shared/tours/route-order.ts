/**
 * The order of a tour's homes: a shortest open path from a fixed start over a travel-time matrix.
 * Nearest neighbour gives a first route, 2-opt (reversing a stretch while that shortens it) and
 * or-opt (moving a short stretch) improve it, and the visitor's own order is kept when the heuristic does not beat it, so the
 * answer is never worse than what was given. Exact enough for the ≤ 12 stops a tour allows.
 */

/** The most homes a planned tour takes; 2-opt is instant at this size. */
export const MAX_TOUR_STOPS = 12;

/**
 * `matrix[i][j]` is the cost from point i to point j; point 0 is the start. The start is either a
 * place of its own (the visitor's address) or, when the tour starts at its first home, that home.
 * Returns the visiting order of points 1..n-1 (point indexes) after the start.
 */
export function pathCost(matrix: readonly (readonly number[])[], order: readonly number[]): number {
  let cost = 0;
  let previous = 0;
  for (const point of order) {
    cost += matrix[previous]![point]!;
    previous = point;
  }
  return cost;
}

function nearestNeighbour(matrix: readonly (readonly number[])[]): number[] {
  const left = new Set(matrix.map((_, index) => index).slice(1));
  const order: number[] = [];
  let current = 0;
  while (left.size > 0) {
    let best = -1;
    for (const candidate of left) {
      if (best === -1 || matrix[current]![candidate]! < matrix[current]![best]!) best = candidate;
    }
    order.push(best);
    left.delete(best);
    current = best;
  }
  return order;
}

/**
 * Local improvement until nothing helps: 2-opt reverses a stretch order[i..j]; or-opt moves a
 * stretch of one to three stops elsewhere (on an open path the end is free, which reversals
 * alone handle poorly). Costs are recomputed whole: at ≤ 12 stops that is microseconds.
 */
function improve(matrix: readonly (readonly number[])[], start: number[]): number[] {
  let order = start;
  let cost = pathCost(matrix, order);
  const tryCandidate = (candidate: number[]) => {
    const candidateCost = pathCost(matrix, candidate);
    // A strict improvement (with a little slack for float noise) guarantees the loop ends.
    if (candidateCost < cost - 1e-9) {
      order = candidate;
      cost = candidateCost;
      return true;
    }
    return false;
  };
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      for (let j = i + 1; j < order.length; j += 1) {
        if (tryCandidate([...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)])) improved = true;
      }
    }
    for (let length = 1; length <= 3; length += 1) {
      for (let i = 0; i + length <= order.length; i += 1) {
        const segment = order.slice(i, i + length);
        const rest = [...order.slice(0, i), ...order.slice(i + length)];
        for (let at = 0; at <= rest.length; at += 1) {
          if (at === i) continue;
          if (tryCandidate([...rest.slice(0, at), ...segment, ...rest.slice(at)])) improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * The visiting order for points 1..n-1 of the matrix, starting at point 0. `given` is the
 * visitor's order (default 1..n-1); the result costs no more than it.
 */
export function orderRoute(matrix: readonly (readonly number[])[], given?: readonly number[]): number[] {
  const givenOrder = given ? [...given] : matrix.map((_, index) => index).slice(1);
  if (givenOrder.length <= 1) return givenOrder;
  const fromNeighbour = improve(matrix, nearestNeighbour(matrix));
  const fromGiven = improve(matrix, givenOrder);
  const best = pathCost(matrix, fromGiven) < pathCost(matrix, fromNeighbour) ? fromGiven : fromNeighbour;
  return pathCost(matrix, best) <= pathCost(matrix, givenOrder) ? best : givenOrder;
}

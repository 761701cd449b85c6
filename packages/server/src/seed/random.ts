/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32), so that the demo and the benchmarks seed the same
 * data on every run: `const random = seededRandom(7); random()`.
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

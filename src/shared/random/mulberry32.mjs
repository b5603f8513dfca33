/**
 * mulberry32: a small seeded random generator, the same sequence on every run and machine, for what must
 * be repeatable (seeded reviews, demo images, fuzz cases). Plain JavaScript so the Node scripts can
 * import it as they are.
 *
 * @param {number} seed a 32-bit integer
 * @returns {() => number} the next number in [0, 1) on each call
 */
export function mulberry32(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

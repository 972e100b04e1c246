/** A seeded random source (sfc32): the same seed gives the same students and the same answers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A standard normal draw (Box–Muller). */
  normal(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A fresh, independent source derived from this one (one per student, so policies see the same students). */
  fork(): Random;
}

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162 ^ (seed * 17);
  let d = 0xdeadbeef ^ seed;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    normal() {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    int(n) {
      return Math.floor(next() * n);
    },
    fork() {
      return createRandom(Math.floor(next() * 2 ** 31));
    },
  };
}

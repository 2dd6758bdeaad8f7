// Deterministic randomness for the seed: the same seed gives the same catalog on every machine.
import { createHash } from 'node:crypto';

/** mulberry32: a small, fast PRNG with a 32-bit state. Returns floats in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const chance = (probability) => next() < probability;
  /** `count` distinct items, in a stable order. */
  const sample = (items, count) => {
    const pool = [...items];
    const chosen = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return chosen;
  };
  /** Picks by weight: weighted([['a', 3], ['b', 1]]). */
  const weighted = (entries) => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  return { next, int, pick, chance, sample, weighted };
}

/** A stable random generator for one named thing, independent of generation order. */
export function randomFor(seed, name) {
  return createRandom(createHash('sha1').update(`${seed}:${name}`).digest().readUInt32LE(0));
}

/** A PocketBase-shaped record id (15 characters of [a-z0-9]) derived from a natural key. */
export function recordId(table, key) {
  const digest = createHash('sha256').update(`${table}:${key}`).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let index = 0; index < 15; index += 1) id += alphabet[digest[index] % alphabet.length];
  return id;
}

import { describe, expect, it } from 'vitest';
import { levenshtein, typoDistance } from '../../../lib/knowledge/levenshtein';

describe('levenshtein', () => {
  it.each([
    ['uniswap', 'uniswap', 0],
    ['uniswap', 'uniswop', 1],
    ['uniswap', 'unswap', 1],
    ['app-uniswap.org', 'app.uniswap.org', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(levenshtein(a, b)).toBe(d);
    expect(levenshtein(b, a)).toBe(d);
  });

  it('answers max + 1 as soon as the distance must exceed max', () => {
    expect(levenshtein('kitten', 'sitting', 2)).toBe(3);
    expect(levenshtein('example', 'cryptokitties', 2)).toBe(3);
    expect(levenshtein('opensea', 'opensae', 2)).toBe(2);
  });
});

describe('typoDistance', () => {
  it('counts two neighbouring letters swapped as one edit (the typo readers miss), and the rest as levenshtein', () => {
    expect(typoDistance('debrigde', 'debridge')).toBe(1);
    expect(levenshtein('debrigde', 'debridge')).toBe(2);
    expect(typoDistance('opensae', 'opensea')).toBe(1);
    expect(typoDistance('kitten', 'sitting')).toBe(3);
    expect(typoDistance('uniswap', 'uniswop')).toBe(1);
    expect(typoDistance('ubeswap', 'uniswap')).toBe(2);
    expect(typoDistance('example', 'cryptokitties', 2)).toBe(3);
  });
});

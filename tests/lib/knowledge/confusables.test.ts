import { describe, expect, it } from 'vitest';
import { characters, remove } from 'confusables';
import { removeConfusables } from '../../../lib/knowledge/confusables';

describe('removeConfusables (the re-encoded confusables table)', () => {
  it('maps every lookalike of the package to what the package maps it to', () => {
    const lookalikes = [...characters.values()].flatMap((chars) => [...chars]);
    expect(lookalikes.length).toBeGreaterThan(1000);
    for (const char of lookalikes) expect(removeConfusables(char)).toBe(remove(char));
  });

  it('skeletons whole names as the package does: marks, zero-width characters, plain text', () => {
    const names = ['uniswаp.org', 'ｕｎｉｓｗａｐ', 'u\u0301nis\u0308wap', 'uni\u200Bswap.org', 'metamask.io', '𝐨𝐩𝐞𝐧𝐬𝐞𝐚.io', 'ӏido.fi', 'аррӏе'];
    for (const name of names) expect(removeConfusables(name)).toBe(remove(name));
    expect(removeConfusables('uniswаp.org')).toBe('uniswap.org');
    expect(removeConfusables('𝐨𝐩𝐞𝐧𝐬𝐞𝐚.io')).toBe('opensea.io');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBrands } from '../../../scripts/brands/build';
import { DAPPS } from '../../../scripts/brands/dapps';
import { bundledBrands } from '../../../lib/knowledge/brands';

const dataDir = new URL('../../../lib/knowledge/data/', import.meta.url);

describe('generated lookalike brand list', () => {
  const built = buildBrands();

  it('the checked-in brands.json is what `npm run gen:brands` writes, and its sources record matches (only the date may differ)', () => {
    expect(readFileSync(new URL('brands.json', dataDir), 'utf8')).toBe(built.json);
    const { generated, ...checkedIn } = JSON.parse(readFileSync(new URL('brands.sources.json', dataDir), 'utf8')) as Record<string, unknown>;
    expect(generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(built.sources)));
  });

  it('every hand-kept dapp names the page its sites came from', () => {
    for (const d of DAPPS) expect(d.source, d.name).toMatch(/^https:\/\//);
  });

  it('loads every brand, each with its official sites and at least one name another site may not wear', () => {
    expect(bundledBrands().length).toBe(JSON.parse(built.json).brands.length);
    for (const b of bundledBrands()) {
      expect(b.sites.length, b.name).toBeGreaterThan(0);
      expect(b.brands.length + b.brandWords.length, b.name).toBeGreaterThan(0);
    }
  });
});

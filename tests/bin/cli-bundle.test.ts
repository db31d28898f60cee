/**
 * `npx preflight` needs production dependencies only: the compiled CLI
 * imports nothing but Node built-ins and the packages listed under
 * "dependencies" (no tsx, no wxt), and runs with plain `node`.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0] ?? spec);

describe('compiled CLI', () => {
  it('imports only Node built-ins and production dependencies, and bin/preflight.mjs scans with plain node', async () => {
    const outfile = 'dist/cli-test/preflight.mjs';
    const { stdout } = await run(process.execPath, ['scripts/build-cli.mjs', '--outfile', outfile], { cwd: ROOT });
    const built: unknown = JSON.parse(stdout);
    const externals = built && typeof built === 'object' && 'externals' in built && Array.isArray(built.externals) ? built.externals.map(String) : [];
    const pkg: unknown = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
    const deps = pkg && typeof pkg === 'object' && 'dependencies' in pkg && pkg.dependencies && typeof pkg.dependencies === 'object' ? Object.keys(pkg.dependencies) : [];
    expect(externals.length).toBeGreaterThan(0);
    for (const spec of externals) {
      const builtin = spec.startsWith('node:') || builtinModules.includes(spec);
      expect(builtin || deps.includes(packageName(spec)), `${spec} is neither a Node built-in nor a production dependency`).toBe(true);
    }
    expect(externals).not.toContain('tsx');

    const dir = await mkdtemp(path.join(os.tmpdir(), 'preflight-bin-'));
    const request = path.join(dir, 'sign.json');
    await writeFile(request, JSON.stringify({ chain: 'ethereum', method: 'personal_sign', params: ['0x48656c6c6f', '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601'], domain: 'https://example.org' }));
    const scan = await run(process.execPath, [path.join(ROOT, outfile), 'scan', request], { cwd: dir, env: { PATH: process.env.PATH ?? '' } });
    expect(JSON.parse(scan.stdout)).toMatchObject({ validation: { result_type: 'Benign' } });
    // The phishing list ships as a file beside the compiled code (dist/…/data/): a listed site is flagged.
    const phishing = path.join(dir, 'phishing.json');
    await writeFile(phishing, JSON.stringify({ chain: 'ethereum', method: 'personal_sign', params: ['0x48656c6c6f', '0x77d8E5f2A4a6C3d0B1f1E9b6c2A7f3B8d4E5F601'], domain: 'https://defiuni.network' }));
    const listed = await run(process.execPath, [path.join(ROOT, outfile), 'scan', phishing], { cwd: dir, env: { PATH: process.env.PATH ?? '' } });
    expect(JSON.parse(listed.stdout)).toMatchObject({ validation: { result_type: 'Malicious', features: expect.arrayContaining([expect.objectContaining({ feature_id: 'KNOWN_MALICIOUS_DOMAIN' })]) } });
    // Without its data files the CLI says the list could not be consulted: never "Benign".
    await rm(path.join(ROOT, path.dirname(outfile), 'data'), { recursive: true });
    const without = await run(process.execPath, [path.join(ROOT, outfile), 'scan', request], { cwd: dir, env: { PATH: process.env.PATH ?? '' } });
    expect(JSON.parse(without.stdout)).toMatchObject({ validation: { result_type: 'Warning', features: expect.arrayContaining([expect.objectContaining({ feature_id: 'PHISHING_LIST_UNAVAILABLE' })]) } });
    const bin = await readFile(path.join(ROOT, 'bin', 'preflight.mjs'), 'utf8');
    expect(bin).not.toMatch(/tsx/);
    expect(bin).toContain('../dist/cli/preflight.mjs');
  });
});

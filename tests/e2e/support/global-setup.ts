/** Builds the extension once and C1's test pages before the specs run. */
import { execSync } from 'node:child_process';
import { ROOT } from './paths';

export default async function globalSetup(): Promise<void> {
  if (!process.env.PREFLIGHT_SKIP_BUILD) execSync('npx wxt build', { cwd: ROOT, stdio: 'inherit' });
  const { buildTestPages } = await import('../pages/build');
  await buildTestPages();
}

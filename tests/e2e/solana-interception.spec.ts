/**
 * Issue 28 in real Chromium: a Solana wallet registered through the real
 * Wallet Standard, found by a dapp through getWallets(), and an injected
 * window.phantom.solana. Every signing method is held for review; Reject
 * answers the wallet's refusal (4001) and the wallet is never asked; Approve
 * gives the dapp the wallet's real signature over the original bytes
 * (verified with @solana/kit). Connecting passes through untouched.
 */
import { startHttpServer } from '../support/http-server';
import { setExtensionSettings } from './support/browser';
import { decide, noReviewWindow } from './support/fixtures';
import { callSolDapp, expect, expectLanded, expectMessageSignedBy, expectSignedBy, solSigningCalls, test, type SolOutcome } from './support/solana';

const REJECTED = { ok: false, code: 4001, message: 'User rejected the request.' };

function value(outcome: SolOutcome): unknown {
  if (!outcome.ok) throw new Error(`the dapp got an error: ${outcome.message}`);
  return outcome.value;
}
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

test('the dapp finds the wallet through getWallets() with its name, icon, chains and features; connect is not held', async ({ openSolDapp, ext }) => {
  const page = await openSolDapp();
  const wallets = await page.evaluate(() => Reflect.get(window, 'solDapp').wallets());
  expect(wallets).toEqual([
    expect.objectContaining({
      name: 'Preflight Test Wallet',
      chains: ['solana:localnet'],
      features: expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage', 'solana:signIn']),
    }),
  ]);
  expect(await callSolDapp(page, 'connect')).toMatchObject({ ok: true });
  expect(noReviewWindow(ext.context, ext.extensionId)).toBe(true);
  expect(await page.evaluate(() => Reflect.get(window, '__solWallet').calls.map((c: { method: string }) => c.method))).toEqual(['connect']);
});

for (const method of ['signTransaction', 'signAndSendTransaction', 'signMessage', 'signIn'] as const) {
  const args = method === 'signMessage' ? ['Hello from a Solana dapp'] : method === 'signIn' ? [{ domain: '127.0.0.1', statement: 'Sign in to the test dapp', nonce: 'abc12345', chainId: 'solana:localnet' }] : [];

  test(`Wallet Standard ${method}: Reject answers 4001 and the wallet is never asked`, async ({ openSolDapp, review }) => {
    const page = await openSolDapp();
    await callSolDapp(page, 'connect');
    const pending = callSolDapp(page, method, ...args);
    const win = await review();
    await expect(win.getByTestId('review-view')).toHaveAttribute('data-chain', 'solana');
    await expect(win.getByTestId('review-chain')).toHaveText('Solana (local)');
    await decide(win, 'reject');
    expect(await pending).toMatchObject(REJECTED);
    expect(await solSigningCalls(page)).toEqual([]);
  });

  test(`Wallet Standard ${method}: Approve gives the dapp the wallet's own signature over the original bytes`, async ({ openSolDapp, review, walletAddress, solRpc }) => {
    const page = await openSolDapp();
    await callSolDapp(page, 'connect');
    const pending = callSolDapp(page, method, ...args);
    const win = await review();
    await expect(win.getByTestId('review-verdict')).not.toHaveAttribute('data-verdict', 'scanning');
    await decide(win, 'approve');
    const outcome = await pending;
    const got = value(outcome);
    expect(await solSigningCalls(page)).toEqual([method]);
    if (method === 'signTransaction') await expectSignedBy(strings(got)[0] ?? '', outcome.ok ? (outcome.sent?.[0] ?? '') : '', walletAddress);
    if (method === 'signAndSendTransaction') expectLanded(solRpc, strings(got)[0] ?? '');
    if (method === 'signMessage') {
      const [signed] = got as { signedMessage: string; signature: string }[];
      await expectMessageSignedBy(signed?.signature ?? '', outcome.ok ? (outcome.sent?.[0] ?? '') : '', walletAddress);
    }
    if (method === 'signIn') {
      const [signed] = got as { address: string; signedMessage: string; signature: string }[];
      expect(signed?.address).toBe(walletAddress);
      await expectMessageSignedBy(signed?.signature ?? '', signed?.signedMessage ?? '', walletAddress);
    }
  });
}

test('a batch of three transactions is one review, and Approve signs all three', async ({ openSolDapp, review, walletAddress }) => {
  const page = await openSolDapp();
  await callSolDapp(page, 'connect');
  const pending = callSolDapp(page, 'signTransaction', '1000000', 3);
  const win = await review();
  await expect(win.getByTestId('review-method')).toHaveText('Sign 3 Solana transactions');
  await expect(win.getByTestId('solana-fee')).toHaveCount(3);
  await decide(win, 'approve');
  const outcome = await pending;
  const signed = strings(value(outcome));
  expect(signed).toHaveLength(3);
  for (let i = 0; i < 3; i++) await expectSignedBy(signed[i] ?? '', outcome.ok ? (outcome.sent?.[i] ?? '') : '', walletAddress);
  expect(await solSigningCalls(page)).toEqual(['signTransaction']);
});

test('a wallet that registers late (after the dapp asked) is still wrapped', async ({ openSolDapp, review }) => {
  const page = await openSolDapp({ wallet: 'late' });
  await page.waitForFunction(() => Reflect.get(window, 'solDapp').wallets().length === 1);
  expect(await page.evaluate(() => Reflect.get(window, 'solDapp').walletsSeen())).toEqual(['Preflight Test Wallet']);
  await callSolDapp(page, 'connect');
  const pending = callSolDapp(page, 'signTransaction');
  await decide(await review(), 'reject');
  expect(await pending).toMatchObject(REJECTED);
  expect(await solSigningCalls(page)).toEqual([]);
});

for (const method of ['signTransaction', 'signAllTransactions', 'signAndSendTransaction', 'signMessage', 'request'] as const) {
  test(`injected window.phantom.solana ${method}: Reject answers 4001 unasked, Approve answers the wallet's own result`, async ({ openSolDapp, review, walletAddress, solRpc }) => {
    const page = await openSolDapp({ wallet: 'phantom' });
    const amount = method === 'signMessage' ? 'Hello, Phantom' : '1000000';
    const count = method === 'signAllTransactions' ? 2 : 1;
    const refused = callSolDapp(page, 'phantom', method, amount, count);
    await decide(await review(), 'reject');
    expect(await refused).toMatchObject(REJECTED);
    expect(await solSigningCalls(page)).toEqual([]);

    const pending = callSolDapp(page, 'phantom', method, amount, count);
    await decide(await review(), 'approve');
    const outcome = await pending;
    const got = value(outcome);
    const sent = outcome.ok ? (outcome.sent ?? []) : [];
    expect(await solSigningCalls(page)).toEqual([method === 'request' ? 'request:signTransaction' : method]);
    if (method === 'signAndSendTransaction') expectLanded(solRpc, strings(got)[0] ?? '');
    else if (method === 'signMessage') await expectMessageSignedBy(String(Reflect.get(Object(got), 'signature')), sent[0] ?? '', walletAddress);
    else for (let i = 0; i < count; i++) await expectSignedBy(strings(got)[i] ?? '', sent[i] ?? '', walletAddress);
  });
}

test('a malformed Solana request: the dapp gets -32602 at once, the user sees a refusal with nothing to approve and a history row, the wallet is never asked', async ({ openSolDapp, review, ext }) => {
  const page = await openSolDapp();
  await callSolDapp(page, 'connect');
  const answer = await callSolDapp(page, 'signBytes', [1, 2, 3, 4, 5, 6, 7, 8]);
  expect(answer).toMatchObject({ ok: false, code: -32602, message: expect.stringContaining('could not be read') });
  const win = await review();
  await expect(win.getByTestId('review-view')).toHaveAttribute('data-chain', 'solana');
  await expect(win.getByTestId('review-refused')).toContainText('not sent to the wallet');
  await expect(win.getByTestId('review-origin')).toHaveAttribute('data-origin', new URL(page.url()).origin);
  await expect(win.getByTestId('approve')).toHaveCount(0);
  await expect(win.getByTestId('dismiss-note')).toContainText('nothing to approve');
  await decide(win, 'reject');
  expect(await solSigningCalls(page)).toEqual([]);
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
  await expect(popup.getByTestId('history-summary').first()).toContainText('A Solana request Preflight could not read');
});

test('after an approved signAndSendTransaction the history keeps its signature (copyable), and with an API key the service\'s post-transaction scan', async ({ openSolDapp, review, ext, solRpc }) => {
  const service = await startHttpServer();
  try {
    const page = await openSolDapp();
    await setExtensionSettings(ext, { solanaRpcUrls: { localnet: solRpc.url }, apiKey: 'e2e-key', apiBaseUrl: service.url });
    // The service publishes no Solana example: an answer in the spec's shape (Solana result, account_summary).
    service.respond('/v0/solana/post-transaction/scan', {
      body: {
        status: 'SUCCESS', request_id: 'sol-post-1',
        result: {
          validation: { result_type: 'Benign', reason: '', features: [], extended_features: [] },
          simulation: { account_summary: { account_assets_diff: [{ asset: { type: 'SOL', symbol: 'SOL' }, out: { value: 0.001, summary: '0.001 SOL' } }], account_delegations: [], account_ownerships_diff: [] } },
        },
      },
    });
    await callSolDapp(page, 'connect');
    const pending = callSolDapp(page, 'signAndSendTransaction');
    await decide(await review(), 'approve');
    const [signature = ''] = strings(value(await pending));
    expectLanded(solRpc, signature);

    const popup = await ext.context.newPage();
    await popup.goto(`chrome-extension://${ext.extensionId}/popup.html`);
    const sent = popup.getByTestId('history-solana-sent').first();
    await expect(sent).toHaveAttribute('data-matches', 'yes');
    await expect(sent.getByTestId('history-solana-as-reviewed')).toContainText('Sent as reviewed');
    await expect(sent.getByTestId('history-solana-signature')).toHaveAttribute('title', signature);
    await expect(sent.getByRole('button', { name: 'Copy the transaction signature' })).toBeVisible();
    await expect(sent.getByTestId('history-solana-post')).toContainText('−0.001 SOL');
    const [asked] = service.requestsTo('/v0/solana/post-transaction/scan');
    expect(asked?.body).toEqual({ tx_hash: signature, chain: 'localnet', options: ['validation', 'simulation'] });
  } finally {
    await service.close();
  }
});

test('the cluster of an injected provider: its own RPC endpoint names it (and its RPC simulates); a provider that does not say is "cluster unknown (assumed mainnet)"', async ({ openSolDapp, review, solRpc }) => {
  const silent = await openSolDapp({ wallet: 'phantom' });
  const first = callSolDapp(silent, 'phantom', 'signTransaction');
  const unknown = await review();
  await expect(unknown.getByTestId('review-chain')).toHaveText('Solana: cluster unknown (assumed mainnet)');
  await decide(unknown, 'reject');
  expect(await first).toMatchObject(REJECTED);

  const saying = await openSolDapp({ wallet: 'phantom', endpoint: solRpc.url });
  const second = callSolDapp(saying, 'phantom', 'signTransaction');
  const known = await review();
  await expect(known.getByTestId('review-chain')).toHaveText('Solana (local)');
  // The localnet RPC URL of the options was used: the transfer's SOL leaving shows.
  await expect(known.getByTestId('asset-amount').first()).toContainText('SOL');
  await decide(known, 'reject');
  expect(await second).toMatchObject(REJECTED);
});

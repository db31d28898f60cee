// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewView, type ReviewViewProps } from '../../components/review';
import { encodeFunctionData, erc20Abi, parseEther, serializeTransaction } from 'viem';
import {
  ACCOUNT, SCAM, UNISWAP_ROUTER, USDC, benignSwap, done, extendedAddresses, maliciousApprovals, pending, permit2TypedData, permitTypedData,
  seaportTypedData, validationError, warningNft,
} from './fixtures';
import type { PendingRequest } from '../../lib/messaging/extension';
import { evmScanResponseSchema } from '../../lib/api/schemas/evm';
import { APPROVE_ARM_DELAY_MS } from '../../components/review/approve-gate';

// Fake clocks that still move (user-event waits on timers); the window has focus unless a test says otherwise.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the approve gate arm: the window has been visible and focused for its delay. */
async function arm() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(APPROVE_ARM_DELAY_MS);
  });
}

function setup(request: PendingRequest, extra: Partial<ReviewViewProps> = {}) {
  const handlers = {
    onApprove: vi.fn(),
    onReject: vi.fn(),
    onRetry: vi.fn(),
    onReport: vi.fn(async () => {}),
  };
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<ReviewView request={request} {...handlers} timeZone="UTC" {...extra} />);
  return { ...handlers, user, view };
}

const verdict = () => screen.getByTestId('review-verdict');

describe('ReviewView verdict states', () => {
  it('benign: green "No risks found" with the swap amounts formatted', () => {
    setup(pending({ scan: done(benignSwap) }));
    expect(verdict().dataset.verdict).toBe('benign');
    expect(verdict().className).toContain('pf-verdict--benign');
    expect(verdict()).toHaveProperty('textContent', expect.stringContaining('No risks found'));
    const amounts = within(screen.getByTestId('asset-changes')).getAllByTestId('asset-amount').map((e) => e.textContent);
    expect(amounts).toEqual(['\u22121.5 ETH', '+100 USDC']);
    expect(screen.getByTestId('asset-changes').textContent).toContain('≈ $3,750.12');
    expect(screen.getByTestId('usd-total').textContent).toContain('\u2212$3,650.12');
    expect(screen.getByTestId('approve').textContent).toBe('Approve');
  });

  it('header: site, chain name and id, short account, method in plain words', () => {
    setup(pending({ scan: done(benignSwap) }));
    expect(screen.getByTestId('review-origin').textContent).toBe('app.uniswap.org');
    expect(screen.getByTestId('review-chain').textContent).toBe('Ethereum');
    expect(screen.getByTestId('review-account').textContent).toContain('0x77d8…F601');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send a transaction');
    expect(screen.getByTestId('gas-estimate').textContent).toContain('200,000');
  });

  it('malicious: red banner, reason in plain words, every feature, Unlimited and All NFTs exposures', () => {
    setup(pending({ scan: done(maliciousApprovals, { addresses: extendedAddresses }) }));
    expect(verdict().dataset.verdict).toBe('malicious');
    expect(verdict().className).toContain('pf-verdict--malicious');
    expect(verdict().textContent).toContain('Dangerous request');
    expect(verdict().textContent).toContain('let someone else spend your tokens');
    expect(verdict().textContent).toContain('A known wallet drainer asks for access to your tokens.');
    const features = within(screen.getByTestId('verdict-features')).getAllByRole('listitem').map((li) => li.textContent);
    expect(features[0]).toContain('The spender is a known drainer');
    // The feature's address by the name the scan gives it, not as hex.
    expect(features[0]).toContain('Address: Fake_Phishing123');
    expect(features[1]).toContain('Unlimited allowance requested');
    const exposureAmounts = within(screen.getByTestId('exposures')).getAllByTestId('exposure-amount').map((e) => e.textContent);
    expect(exposureAmounts).toEqual(['Unlimited', 'All NFTs of this collection']);
    expect(screen.getByTestId('exposures').textContent).toContain('Fake_Phishing123');
    expect(screen.getByTestId('exposures').textContent).toContain('Expires 1 Jan 2030');
    const addresses = screen.getByTestId('address-details').textContent ?? '';
    expect(addresses).toContain('Address scan: Malicious');
    expect(addresses).toContain('Reported as a wallet drainer');
    expect(addresses).toContain('Wallet (not a contract)');
  });

  it('an approval says what is at stake under its amount: what the service says the spender can take of what you hold, in USD', () => {
    const sim = maliciousApprovals.simulation;
    if (!sim) throw new Error('fixture without a simulation');
    const holding = evmScanResponseSchema.parse({
      ...maliciousApprovals,
      simulation: {
        ...sim,
        exposures: {
          [ACCOUNT]: [
            { asset_type: 'ERC20', asset: { type: 'ERC20', symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 }, spenders: { [SCAM]: { approval: '0x' + 'f'.repeat(64), exposure: [{ value: '1250', raw_value: '0x4a817c80', usd_price: '1250.00' }] } } },
          ],
        },
      },
    });
    setup(pending({ scan: done(holding) }));
    const row = screen.getByTestId('exposure');
    expect(within(row).getByTestId('exposure-amount').textContent).toBe('Unlimited');
    expect(within(row).getByTestId('exposure-stake').textContent).toBe('At stake: 1,250 USDC you hold (≈ $1,250.00)');
    cleanup();
    // The embedded engine's entries are the approval itself, not a holding: no stake line from them.
    setup(pending({ scan: done(holding, { source: 'local' }) }));
    expect(screen.queryByTestId('exposure-stake')).toBeNull();
  });

  it('malicious: Approve stays disabled until "I understand the risk" is ticked', async () => {
    const { user, onApprove } = setup(pending({ scan: done(maliciousApprovals) }));
    await arm();
    const approve = screen.getByTestId('approve');
    expect(approve).toHaveProperty('disabled', true);
    await user.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('accept-risk'));
    expect(approve).toHaveProperty('disabled', false);
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('warning: amber banner with the reason sentence and the NFT token id', async () => {
    setup(pending({ scan: done(warningNft) }));
    await arm();
    expect(verdict().dataset.verdict).toBe('warning');
    expect(verdict().className).toContain('pf-verdict--warning');
    expect(verdict().textContent).toContain('control of all your NFTs');
    expect(screen.getByTestId('asset-amount').textContent).toBe('\u22121 BAYC #500');
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', false);
  });

  it('warning without a named attack: a neutral sentence, and a description said once, not twice', () => {
    const description = 'Lets 0x1111…1111 spend up to 100 USDC.';
    const response = evmScanResponseSchema.parse({
      block: '1', chain: 'ethereum',
      validation: { status: 'Success', result_type: 'Warning', reason: '', description, features: [{ type: 'Warning', feature_id: 'BOUNDED_APPROVAL', description }] },
    });
    setup(pending({ scan: done(response) }));
    // The scan's own description says what it noticed (once); no generic filler, no "does not know".
    expect(screen.getByTestId('verdict-reason').textContent).toBe(description);
    expect(verdict().textContent).not.toContain('does not know');
    expect(verdict().textContent?.split(description)).toHaveLength(2);
    expect(screen.queryByTestId('verdict-features')).toBeNull();
  });

  it('unavailable: explains why, Retry calls onRetry, Approve says "without a scan"', async () => {
    const { user, onRetry, onApprove } = setup(pending({ scan: { state: 'unavailable', reason: 'timeout', message: 'No answer after 8 s' } }));
    expect(verdict().dataset.verdict).toBe('unavailable');
    expect(verdict().className).toContain('pf-verdict--unavailable');
    expect(screen.getByTestId('unavailable-reason').textContent).toContain('took too long');
    expect(verdict().textContent).toContain('No answer after 8 s');
    await user.click(screen.getByTestId('retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await arm();
    const approve = screen.getByTestId('approve');
    expect(approve.textContent).toBe('Approve without a scan');
    // #25: never a plain click: the same deliberate step as a Dangerous verdict, with the reason said.
    expect(screen.getByTestId('approve-why').textContent).toBe('Nothing has judged this request: the scan is unavailable.');
    expect(approve).toHaveProperty('disabled', true);
    await user.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('accept-risk'));
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('#25: before any verdict, Approve takes "I understand the risk"; Enter never approves', async () => {
    const { user, onApprove } = setup(pending({ scan: { state: 'scanning', startedAt: 1 } }));
    await arm();
    const approve = screen.getByTestId('approve');
    expect([approve.textContent, approve.dataset.enterKey]).toEqual(['Approve without waiting', 'off']);
    expect(screen.getByTestId('approve-why').dataset.why).toBe('scanning');
    await user.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('accept-risk'));
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('#25: a first-stage verdict whose reads are running or failed: shown, with the note, and Approve takes the risk box', async () => {
    const benign = evmScanResponseSchema.parse({ block: '1', chain: 'ethereum', validation: { status: 'Success', result_type: 'Benign', reason: '', description: 'Sends 1 ETH.', features: [] } });
    const { user, onApprove, onRetry } = setup(pending({ scan: done(benign, { source: 'local', reads: { state: 'unavailable', reason: 'timeout', message: 'No scan result within 8 s.' } }) }));
    await arm();
    expect(verdict().dataset.verdict).toBe('benign');
    expect(screen.getByTestId('reads-note').textContent).toContain('Simulation unavailable (No scan result within 8 s.)');
    const approve = screen.getByTestId('approve');
    expect([approve.textContent, approve.dataset.enterKey]).toEqual(['Approve without a simulation', 'off']);
    expect(approve).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('accept-risk'));
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    setup(pending({ scan: done(benign, { source: 'local', reads: { state: 'pending' } }) }));
    expect(screen.getByTestId('reads-note').dataset.reads).toBe('pending');
    expect(screen.getByTestId('approve-why').dataset.why).toBe('readsPending');
  });

  it('unavailable under the "block" policy: Approve is off and says why; Reject still works', async () => {
    const { user, onReject, onApprove } = setup(pending({ scan: { state: 'unavailable', reason: 'offline', message: '' } }), { unavailablePolicy: 'block' });
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('approve-blocked').textContent).toContain('only requests that were scanned');
    await user.click(screen.getByTestId('approve'));
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('reject'));
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('a validation "Error" result is shown as unavailable, never as safe', () => {
    setup(pending({ scan: done(validationError) }));
    expect(verdict().dataset.verdict).toBe('unavailable');
    expect(verdict().textContent).toContain('simulation reverted');
  });

  it('scanning: shows what is known (site, method, decoded request) and placeholders, not a blank spinner', () => {
    setup(pending({ scan: { state: 'scanning', startedAt: 1 } }));
    expect(verdict().dataset.verdict).toBe('scanning');
    expect(verdict().textContent).toContain('Checking this request');
    expect(screen.getByTestId('review-origin').textContent).toBe('app.uniswap.org');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Send a transaction');
    expect(screen.getByTestId('tx-value').textContent).toBe('1.5 ETH');
    expect(screen.getByTestId('asset-changes').querySelector('.pf-skeleton')).not.toBeNull();
    expect(screen.queryByTestId('report-open')).toBeNull();
  });
});

describe('ReviewView decisions and queue', () => {
  it('Reject calls onReject once; buttons wait after a decision', async () => {
    const { user, onReject, onApprove } = setup(pending({ scan: done(benignSwap) }));
    await user.click(screen.getByTestId('reject'));
    await user.click(screen.getByTestId('reject'));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('shows the queue position only when more than one request waits', () => {
    const { view } = setup(pending({ scan: done(benignSwap) }), { position: { index: 0, total: 3 } });
    expect(screen.getByTestId('review-position').textContent).toBe('1 of 3');
    view.rerender(<ReviewView request={pending({ scan: done(benignSwap) })} position={{ index: 0, total: 1 }} onApprove={vi.fn()} onReject={vi.fn()} onRetry={vi.fn()} onReport={vi.fn(async () => {})} />);
    expect(screen.queryByTestId('review-position')).toBeNull();
  });

  it('readOnly hides Approve and Reject', () => {
    setup(pending({ scan: done(benignSwap) }), { readOnly: true });
    expect(screen.queryByTestId('approve')).toBeNull();
    expect(screen.queryByTestId('reject')).toBeNull();
  });

  it('Enter approves and Escape rejects through the buttons, and Enter never approves a Malicious request', async () => {
    const { user, onApprove } = setup(pending({ scan: done(maliciousApprovals) }), { decisionKeys: true });
    await arm();
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('accept-risk'));
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await user.keyboard('{Enter}');
    expect(onApprove).not.toHaveBeenCalled();
    cleanup();
    const second = setup(pending({ scan: done(benignSwap) }), { decisionKeys: true });
    await arm();
    await second.user.keyboard('{Enter}');
    expect(second.onApprove).toHaveBeenCalledTimes(1);
  });

  it('Escape rejects; keys do nothing when the window does not have focus', async () => {
    const { user, onReject } = setup(pending({ scan: done(benignSwap) }), { decisionKeys: true });
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await user.keyboard('{Escape}');
    expect(onReject).not.toHaveBeenCalled();
    focus.mockReturnValue(true);
    await user.keyboard('{Escape}');
    expect(onReject).toHaveBeenCalledTimes(1);
  });
});

describe('ReviewView report form', () => {
  it('sends the chosen event and details, then says "Report sent"', async () => {
    const { user, onReport } = setup(pending({ scan: done(maliciousApprovals) }));
    await user.click(screen.getByTestId('report-open'));
    expect(screen.getByTestId('report-false-positive')).toHaveProperty('checked', true);
    await user.type(screen.getByTestId('report-details'), 'This is my own multisig');
    await user.click(screen.getByTestId('report-send'));
    expect(onReport).toHaveBeenCalledWith({ event: 'FALSE_POSITIVE', details: 'This is my own multisig' });
    expect((await screen.findByTestId('report-sent')).textContent).toContain('Report sent');
  });

  it('shows what became of the report when the page says (kept on this device)', async () => {
    setup(pending({ scan: done(maliciousApprovals) }), { onReport: vi.fn(async () => 'The report is saved on this device.') });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('report-open'));
    await user.click(screen.getByTestId('report-send'));
    expect((await screen.findByTestId('report-sent')).textContent).toBe('The report is saved on this device.');
  });

  it('a benign verdict preselects false negative; a failed send shows the error', async () => {
    const onReport = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    const { user } = setup(pending({ scan: done(benignSwap) }), { onReport });
    await user.click(screen.getByTestId('report-open'));
    await user.click(screen.getByTestId('report-send'));
    expect(onReport).toHaveBeenCalledWith({ event: 'FALSE_NEGATIVE', details: '' });
    expect((await screen.findByTestId('report-error')).textContent).toContain('HTTP 500');
    expect(screen.queryByTestId('report-sent')).toBeNull();
  });

  it('shows "Sending…" while the report is in flight', async () => {
    let finish: () => void = () => {};
    const onReport = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { user } = setup(pending({ scan: done(benignSwap) }), { onReport });
    await user.click(screen.getByTestId('report-open'));
    await user.click(screen.getByTestId('report-send'));
    expect(screen.getByTestId('report-send').textContent).toBe('Sending…');
    await act(async () => finish());
    expect(screen.getByTestId('report-sent')).toBeTruthy();
  });
});

describe('ReviewView request details', () => {
  it('typed-data permit: plain-words method, decoded fields, raw JSON toggle', async () => {
    const { user } = setup(pending({ method: 'eth_signTypedData_v4', params: [ACCOUNT, JSON.stringify(permitTypedData)], scan: done(maliciousApprovals) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Permit');
    const fields = screen.getByTestId('decoded-fields').textContent ?? '';
    // Token and spender by the names the scan gives them (symbol; the drainer's name tag), with the short address.
    expect(fields).toContain('USDC');
    expect(fields).toContain('Spender');
    expect(fields).toContain('Fake_Phishing123');
    expect(fields).toContain('0x1111…1111');
    expect(fields).toContain('Unlimited');
    expect(fields).toContain('1 Jan 2030');
    await user.click(screen.getByTestId('raw-toggle'));
    expect(screen.getByTestId('raw-json').textContent).toContain('"primaryType": "Permit"');
    expect(screen.queryByTestId('decoded-fields')).toBeNull();
    await user.click(screen.getByTestId('raw-toggle'));
    expect(screen.getByTestId('decoded-fields')).toBeTruthy();
  });

  it('typed data with max uint160 as a bare JSON number: the fields and the raw JSON show the exact value, never the rounded 2^160 (#25 item 4)', async () => {
    const max160 = ((1n << 160n) - 1n).toString();
    const text = JSON.stringify(permit2TypedData).replace(JSON.stringify(max160), max160);
    const { user } = setup(pending({ method: 'eth_signTypedData_v4', params: [ACCOUNT, text], scan: done(maliciousApprovals) }));
    expect(screen.getByTestId('decoded-fields').textContent).toContain('Unlimited');
    await user.click(screen.getByTestId('raw-toggle'));
    const raw = screen.getByTestId('raw-json').textContent ?? '';
    expect(raw).toContain(`"amount": ${max160},`);
    expect(raw).not.toContain('1.461501637330903e+48');
  });

  it('Seaport listing: "NFT listing", You give / You get before any detail, who else gets paid', async () => {
    setup(pending({ method: 'eth_signTypedData_v4', params: [ACCOUNT, JSON.stringify(seaportTypedData)], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NFT listing');
    expect(screen.getByTestId('you-give').textContent).toBe('0xBC4C…f13D #500');
    expect(screen.getByTestId('you-get').textContent).toBe('Nothing');
    // 1 wei to someone else: in ETH, never in wei, and in red.
    expect(screen.getByTestId('order-other').textContent).toBe(`Also paid to ${SCAM.slice(0, 6)}…${SCAM.slice(-4)}: <0.000001 ETH`);
    const fields = (await screen.findByTestId('decoded-fields')).textContent ?? '';
    expect(fields).toContain('0xBC4C…f13D #500');
    expect(fields).toContain(`to ${SCAM.slice(0, 6)}…${SCAM.slice(-4)}`);
    // From the signer's (offerer's) point of view: the NFT is given; the payment goes to someone else.
    const labels = Array.from(screen.getByTestId('decoded-fields').querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(labels).toContain('You give');
    expect(labels).toContain('Someone else gets');
    expect(labels).not.toContain('You get');
  });

  it('a contract deployment reads "Deploy a contract" with its code size; a value without 0x is unreadable, never 0', () => {
    setup(pending({ params: [{ from: ACCOUNT, data: `0x${'60'.repeat(1234)}` }], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deploy a contract');
    expect(screen.getByTestId('decoded-call').textContent).toContain('1,234 bytes of code');
    cleanup();
    setup(pending({ params: [{ from: ACCOUNT, to: SCAM, value: '1000' }], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByTestId('tx-value').textContent).toContain('Unreadable (“1000”)');
  });

  it('an address the Malicious request is about never carries a greener tag than the request', () => {
    setup(pending({ scan: done(maliciousApprovals, { addresses: { ...extendedAddresses, results: extendedAddresses.results.map((r) => ({ ...r, validation: { ...r.validation, result_type: 'Benign' as const, features: [] } })) } }) }));
    const tags = screen.getAllByTestId('address-verdict').map((t) => t.textContent);
    expect(tags).toContain('Flagged as dangerous in this request');
    expect(tags).not.toContain('Address scan: Benign');
  });

  it('ERC-20 approve call decoded, with Unlimited for max uint256', () => {
    const data = `0x095ea7b3${SCAM.slice(2).toLowerCase().padStart(64, '0')}${'f'.repeat(64)}`;
    setup(pending({ params: [{ from: ACCOUNT, to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', data }], scan: { state: 'scanning', startedAt: 1 } }));
    const call = screen.getByTestId('decoded-call').textContent ?? '';
    expect(call).toContain('Calls approve');
    expect(call).toContain('Unlimited');
  });

  it('personal_sign shows the decoded text; eth_sign is named blind signing', () => {
    const hex = `0x${Buffer.from('Sign in to Example\nNonce: 42').toString('hex')}`;
    setup(pending({ method: 'personal_sign', params: [hex, ACCOUNT], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByTestId('personal-message').textContent).toBe('Sign in to Example\nNonce: 42');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign a message');
    cleanup();
    setup(pending({ method: 'eth_sign', params: [ACCOUNT, `0x${'ab'.repeat(32)}`], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blind signature');
  });
});

describe('ReviewView: no approval by a stray keystroke (#12.5)', () => {
  it('Enter and a click right after the window appears do nothing; both work once it has been focused for a second', async () => {
    const { user, onApprove } = setup(pending({ scan: done(benignSwap) }), { decisionKeys: true });
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('approve'));
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    expect(onApprove).not.toHaveBeenCalled();
    await arm();
    await user.keyboard('{Enter}');
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('the window losing focus starts the wait again', async () => {
    const { onApprove } = setup(pending({ scan: done(benignSwap) }), { decisionKeys: true });
    await arm();
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', false);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    await arm();
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', false);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('Enter never approves a Warning; a click does', async () => {
    const { user, onApprove } = setup(pending({ scan: done(warningNft) }), { decisionKeys: true });
    await arm();
    await user.keyboard('{Enter}');
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('approve'));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('focus starts on the verdict, and the next Tab reaches Reject before any other control', async () => {
    const { user } = setup(pending({ scan: done(maliciousApprovals, { addresses: extendedAddresses }) }));
    expect(document.activeElement).toBe(verdict());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('reject'));
    // Approve is still off (Malicious): next comes "I understand the risk".
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('accept-risk'));
    // Copy buttons are reachable by keyboard too, after the decision bar.
    const copies = screen.getAllByRole('button', { name: /^Copy address/ });
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.tabIndex).toBe(0);
    const [firstCopy] = copies;
    if (!firstCopy) throw new Error('expected a Copy button');
    expect(screen.getByTestId('reject').compareDocumentPosition(firstCopy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    firstCopy.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(firstCopy);
  });
});

describe('ReviewView privacy', () => {
  it('never loads a logo or favicon URL (the fixtures carry https logos and a favicon): generated logos instead', () => {
    setup(pending({ scan: done(maliciousApprovals, { addresses: extendedAddresses }), favIconUrl: 'https://app.uniswap.org/favicon.ico' }));
    cleanup();
    setup(pending({ scan: done(benignSwap), favIconUrl: 'https://app.uniswap.org/favicon.ico' }));
    const sources = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src') ?? '');
    expect(sources.filter((src) => !src.startsWith('data:'))).toEqual([]);
    expect(screen.getAllByTestId('fallback-logo').length).toBeGreaterThanOrEqual(2);
  });
});

describe('ReviewView: fee, deployments in a batch, bypass warnings', () => {
  const DEPLOY_CODE = `0x${'60'.repeat(300)}`;

  it('the network fee is gas × price in ETH, with USD from the scan\'s own ETH price', () => {
    // benignSwap: 200,000 gas estimated; 1.5 ETH moved for $3,750.12, so $2,500.08 per ETH.
    const response = evmScanResponseSchema.parse({ ...benignSwap, simulation: { ...benignSwap.simulation, params: { gas_price: '0x4a817c800' } } });
    setup(pending({ scan: done(response) }));
    const fee = screen.getByTestId('network-fee');
    expect(fee.textContent).toContain('Network fee');
    // 200,000 × 20 gwei = 0.004 ETH ≈ $10.00.
    expect(screen.getByTestId('network-fee-amount').textContent).toBe('≈ 0.004 ETH');
    expect(fee.textContent).toContain('≈ $10.00');
    expect(screen.getByTestId('gas-estimate').textContent).toBe('200,000 gas × 20 gwei');
  });

  it('a gas price from the site\'s own wallet connection is said to be unverified', () => {
    const validation = { ...benignSwap.validation, features: [{ type: 'Info', feature_id: 'SIMULATED_BY_SITE_CONNECTION', description: 'reported by the site' }] };
    const response = evmScanResponseSchema.parse({ ...benignSwap, validation, simulation: { ...benignSwap.simulation, params: { gas_price: '1000000000' } } });
    setup(pending({ scan: done(response) }));
    expect(screen.getByTestId('gas-estimate').textContent).toBe('200,000 gas × 1 gwei (reported by the site\'s wallet connection, not verified)');
  });

  it('without a gas price the fee says it is unknown, never 0', () => {
    setup(pending({ scan: done(benignSwap) }));
    expect(screen.getByTestId('network-fee').dataset.fee).toBe('no_price');
    expect(screen.getByTestId('network-fee-amount').textContent).toBe('unknown (neither the request nor the scan gives a gas price)');
    expect(screen.getByTestId('network-fee').textContent).not.toMatch(/\b0 ETH/);
  });

  it('a request that caps the fee (maxFeePerGas) reads "at most"', () => {
    setup(pending({ params: [{ from: ACCOUNT, to: UNISWAP_ROUTER, value: '0x1', maxFeePerGas: '0x3b9aca00' }], scan: done(benignSwap) }));
    expect(screen.getByTestId('network-fee').textContent).toContain('Network fee, at most');
    expect(screen.getByTestId('network-fee-amount').textContent).toBe('≈ 0.0002 ETH');
  });

  it('wallet_sendCalls: the batch fee from the scan (gas × price, in ETH and USD), else "shown by your wallet"', () => {
    const calls = [{ to: SCAM, value: '0x1' }, { to: UNISWAP_ROUTER, data: '0x' }];
    const sim = benignSwap.simulation;
    if (!sim) throw new Error('fixture without a simulation');
    // 200,000 gas × 20 gwei = 0.004 ETH; the scan priced 1.5 ETH at $3,750.12, so ≈ $10.00.
    const priced = evmScanResponseSchema.parse({ ...benignSwap, simulation: { ...sim, params: { gas_price: '20000000000' } } });
    setup(pending({ method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls }], scan: done(priced) }));
    expect(screen.getByTestId('network-fee').dataset.fee).toBe('fee');
    expect(screen.getByTestId('network-fee-amount').textContent).toBe('≈ 0.004 ETH');
    expect(screen.getByTestId('network-fee').textContent).toContain('≈ $10.00');
    expect(screen.getByTestId('gas-estimate').textContent).toBe('2 calls · 200,000 gas × 20 gwei');
    cleanup();
    // The engine reports no gas for a batch today, the service may not: the line says who will show the fee.
    const unpriced = evmScanResponseSchema.parse({ ...benignSwap, gas_estimation: undefined });
    setup(pending({ method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls }], scan: done(unpriced) }));
    expect(screen.getByTestId('network-fee').dataset.fee).toBe('wallet');
    expect(screen.getByTestId('network-fee').textContent).toBe('Network fee: shown by your wallet when it sends the batch');
    expect(screen.getByTestId('network-fee').textContent).not.toMatch(/\b0 ETH/);
  });

  it('a deployment inside wallet_sendCalls is titled as one, with its code size, and its new address is never "Wallet"', () => {
    const NEW = '0x2222222222222222222222222222222222222222';
    const response = evmScanResponseSchema.parse({ ...benignSwap, gas_estimation: undefined, simulation: { ...benignSwap.simulation, address_details: { [NEW]: { is_contract: false } } } });
    setup(pending({ method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls: [{ data: DEPLOY_CODE }] }], scan: done(response) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deploy a contract');
    expect(screen.getByTestId('decoded-call').textContent).toContain('300 bytes of code');
    expect(screen.getByTestId('address-kind').textContent).toBe('No code yet (this request deploys a contract)');
    expect(screen.getByTestId('address-details').textContent).not.toContain('Wallet (not a contract)');
    cleanup();
    setup(pending({ method: 'wallet_sendCalls', params: [{ version: '1.0', from: ACCOUNT, calls: [{ to: SCAM, value: '0x1' }, { data: DEPLOY_CODE }] }], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deploy a contract');
    expect(screen.getByText('Call 2: deploy a contract')).toBeTruthy();
  });

  it('a name a contract gives itself never names it: "Who can spend" shows the address, the details say "Calls itself …"', () => {
    const approvals = maliciousApprovals.simulation;
    const spoof = evmScanResponseSchema.parse({ ...maliciousApprovals, simulation: { ...approvals, address_details: { [SCAM]: { contract_name: 'Uniswap Permit2', is_contract: true } } } });
    setup(pending({ scan: done(spoof) }));
    const exposures = screen.getByTestId('exposures').textContent ?? '';
    expect(exposures).not.toContain('Uniswap Permit2');
    expect(exposures).toContain(`${SCAM.slice(0, 6)}`);
    expect(screen.getByTestId('self-declared-name').textContent).toBe('Calls itself “Uniswap Permit2”');
    expect(screen.getByTestId('verdict-features').textContent).not.toContain('Address: Uniswap Permit2');
  });

  it('a Benign request that changes nothing does not point at "the changes below"', () => {
    const nothing = evmScanResponseSchema.parse({ ...benignSwap, simulation: { status: 'Success', assets_diffs: {}, exposures: {}, address_details: {} } });
    setup(pending({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT], scan: done(nothing) }));
    expect(screen.getByTestId('verdict-reason').textContent).toBe('The scan found nothing wrong.');
    cleanup();
    setup(pending({ scan: done(benignSwap) }));
    expect(screen.getByTestId('verdict-reason').textContent).toBe('The scan found nothing wrong. Check that the changes below are what you expect.');
  });

  it('an address without code in a request that deploys nothing is still a wallet', () => {
    const response = evmScanResponseSchema.parse({ ...benignSwap, simulation: { ...benignSwap.simulation, address_details: { [SCAM]: { is_contract: false } } } });
    setup(pending({ scan: done(response) }));
    expect(screen.getByTestId('address-kind').textContent).toBe('Wallet (not a contract)');
  });

  it('a bypass warning offers no Approve: one button closes it (Escape too), and closing sends no approval', async () => {
    const { user, onApprove, onReject } = setup(pending({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT], bypass: { channel: 'metamask-provider' }, scan: done(benignSwap) }), { decisionKeys: true });
    await arm();
    expect(screen.queryByTestId('approve')).toBeNull();
    expect(screen.getByTestId('review-bypass').textContent).toBe('This page asked your wallet directly, Preflight could not check it.');
    const close = screen.getByTestId('reject');
    expect(close.textContent).toBe('Close this warning');
    expect(screen.getByTestId('dismiss-note').textContent).toContain('nothing to approve');
    await user.keyboard('{Enter}');
    expect(onApprove).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('Enter never approves a Malicious verdict, even after "I understand the risk"; a click then does', async () => {
    const { user, onApprove } = setup(pending({ scan: done(maliciousApprovals, { addresses: extendedAddresses }) }), { decisionKeys: true });
    await arm();
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('accept-risk'));
    expect(screen.getByTestId('approve')).toHaveProperty('disabled', false);
    // Focus back on the page body, as after reading: Enter is the shortcut, not a press of a focused button.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await user.keyboard('{Enter}');
    expect(onApprove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('approve'));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });
});

// pending() decodes the calls as the background does (lib/calls): the review only renders them.
describe('ReviewView: the calls the background decoded', () => {
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SCAM, 100_000_000n] });

  it('a transfer of a token the scan knows reads "100 USDC", to the recipient the scan names', () => {
    setup(pending({ params: [{ from: ACCOUNT, to: USDC, data: transfer }], scan: done(maliciousApprovals) }));
    const call = screen.getByTestId('decoded-call').textContent ?? '';
    expect(call).toContain('Calls transfer');
    expect(call).toContain('100 USDC');
    expect(call).toContain('Fake_Phishing123');
    cleanup();
    // While scanning the token's decimals are not known yet: the raw amount.
    setup(pending({ params: [{ from: ACCOUNT, to: USDC, data: transfer }], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.getByTestId('decoded-call').textContent).toContain('100,000,000');
  });

  it('eth_sendRawTransaction: the signed transaction\'s call and value appear', () => {
    const raw = serializeTransaction({ type: 'eip1559', chainId: 1, to: USDC, value: parseEther('0.5'), data: transfer, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n, gas: 60_000n, nonce: 3 });
    setup(pending({ method: 'eth_sendRawTransaction', params: [raw], scan: done(benignSwap) }));
    expect(screen.getByTestId('tx-value').textContent).toBe('0.5 ETH');
    expect(screen.getByTestId('decoded-call').textContent).toContain('Calls transfer');
    expect(screen.getByTestId('decoded-call').textContent).toContain('100 USDC');
  });

  it('a raw transaction that does not parse shows its hex, as signed', () => {
    setup(pending({ method: 'eth_sendRawTransaction', params: ['0xdeadbeef'], scan: { state: 'scanning', startedAt: 1 } }));
    expect(screen.queryByTestId('decoded-call')).toBeNull();
    expect(screen.getByTestId('request-details').querySelector('pre.pf-raw')?.textContent).toBe('0xdeadbeef');
  });

  it('a call decoded without the table of function names shows its selector and says the names could not be read', () => {
    setup(pending({ params: [{ from: ACCOUNT, to: USDC, data: transfer }], calls: { kind: 'call', call: { to: USDC, call: { kind: 'unknown', selector: '0xa9059cbb', tableUnavailable: true } } }, scan: done(benignSwap) }));
    expect(screen.getByTestId('decoded-call').textContent).toBe('Calls an unknown function (0xa9059cbb)');
    expect(screen.getByTestId('function-names-unavailable').textContent).toBe('Preflight could not read its list of function names, so no function is named here.');
    cleanup();
    setup(pending({ params: [{ from: ACCOUNT, to: USDC, data: '0x12345678' }], scan: done(benignSwap) }));
    expect(screen.getByTestId('decoded-call').textContent).toBe('Calls an unknown function (0x12345678)');
    expect(screen.queryByTestId('function-names-unavailable')).toBeNull();
  });

  it('a request kept without decoded calls (an older build) shows its params as sent', () => {
    setup(pending({ params: [{ from: ACCOUNT, to: USDC, data: transfer }], calls: undefined, scan: done(benignSwap) }));
    expect(screen.queryByTestId('decoded-call')).toBeNull();
    expect(screen.getByTestId('raw-json').textContent).toContain(transfer);
  });
});

// @vitest-environment happy-dom
/** The history line of an approved Solana signAndSend: sent as reviewed, not the reviewed transaction (without accusing the page), or not checked. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SolanaSentLine } from '../../../entrypoints/popup/SolanaSent';

afterEach(cleanup);

const signature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('SolanaSentLine', () => {
  it('a verified signature: "Sent as reviewed", with the service\'s scan', () => {
    render(<SolanaSentLine sent={{ signatures: [signature], matchesReview: true, cluster: 'mainnet', post: { verdict: 'Benign', changes: ['−1 SOL'] } }} />);
    expect(screen.getByTestId('history-solana-sent').dataset.matches).toBe('yes');
    expect(screen.getByTestId('history-solana-as-reviewed').textContent).toMatch(/^Sent as reviewed/);
    expect(screen.getByTestId('history-solana-post').textContent).toContain('−1 SOL');
  });

  it('one that does not verify: "Not the reviewed transaction", saying wallets may add instructions, accusing no one', () => {
    render(<SolanaSentLine sent={{ signatures: [signature], matchesReview: false, cluster: 'mainnet' }} />);
    expect(screen.getByTestId('history-solana-sent').dataset.matches).toBe('no');
    const text = screen.getByTestId('history-solana-changed').textContent ?? '';
    expect(text).toMatch(/^Not the reviewed transaction/);
    expect(text).toContain('priority fee');
    expect(text).not.toMatch(/page/i);
  });

  it('one this browser could not check: says why, neither verdict', () => {
    render(<SolanaSentLine sent={{ signatures: [signature], matchesReview: false, unchecked: 'this browser cannot check Ed25519 signatures', cluster: 'mainnet' }} />);
    expect(screen.getByTestId('history-solana-sent').dataset.matches).toBe('unchecked');
    expect(screen.getByTestId('history-solana-unchecked').textContent).toContain('cannot check Ed25519');
    expect(screen.queryByTestId('history-solana-changed')).toBeNull();
  });
});

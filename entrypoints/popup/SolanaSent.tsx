/**
 * Below a history row of an approved Solana signAndSend: the transaction
 * signature the wallet answered (copyable), whether it signs the transaction
 * that was reviewed ("sent as reviewed", "not the reviewed transaction", or
 * not checked), and with an API key the scanning service's post-transaction
 * scan (verdict and what changed).
 */
import { CopyButton } from '../../components/review/common';
import type { SolanaSent } from '../../lib/history/solana-sent';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import { verdictClass } from './format';

const short = (signature: string): string => `${signature.slice(0, 6)}…${signature.slice(-6)}`;

export function SolanaSentLine({ sent }: { sent: SolanaSent }) {
  const [signature] = sent.signatures;
  if (signature === undefined) return null;
  const post = sent.post;
  return (
    <div className="pf-history__solana" data-testid="history-solana-sent" data-matches={sent.matchesReview ? 'yes' : sent.unchecked !== undefined ? 'unchecked' : 'no'}>
      <p>
        {s.solanaSignatureLabel}{' '}
        <code title={signature} data-testid="history-solana-signature">{short(signature)}</code>{' '}
        <CopyButton value={signature} label={s.solanaCopySignature} />
      </p>
      {sent.matchesReview ? (
        <p data-testid="history-solana-as-reviewed">{s.solanaSentAsReviewed}</p>
      ) : sent.unchecked !== undefined ? (
        <p data-testid="history-solana-unchecked">{s.solanaUnchecked(sent.unchecked)}</p>
      ) : (
        <p className="pf-error" data-testid="history-solana-changed">{s.solanaNotReviewed}</p>
      )}
      {post ? (
        <p data-testid="history-solana-post">
          {post.error !== undefined ? (
            s.solanaPostFailed(post.error)
          ) : (
            <>
              {s.solanaPostHeading} <span className={verdictClass(post.verdict ?? '')}>{s.verdictWord(post.verdict ?? '')}</span>
              {post.changes.length > 0 ? ` ${post.changes.join(', ')}` : ` ${s.solanaPostNoChanges}`}
              {post.description ? ` — ${post.description}` : null}
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}

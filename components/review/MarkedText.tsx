/** A sentence whose look-alike site names show their odd characters marked and their punycode beside them. */
import { markOddCharacters } from '../../lib/format/odd-characters';
import { strings } from '../../lib/i18n/strings';

export function MarkedText({ text }: { text: string }) {
  const runs = markOddCharacters(text);
  if (runs.length === 1 && typeof runs[0] === 'string') return <>{text}</>;
  return (
    <>
      {runs.map((run, i) =>
        typeof run === 'string' ? (
          run
        ) : (
          <span key={i} className="pf-odd-name" data-testid="odd-name">
            {run.parts.map((p, j) => (p.odd ? <mark key={j} className="pf-odd-char" title={strings.oddCharacter(p.text)}>{p.text}</mark> : p.text))}
            {run.punycode ? <span className="pf-muted"> ({run.punycode})</span> : null}
          </span>
        ),
      )}
    </>
  );
}

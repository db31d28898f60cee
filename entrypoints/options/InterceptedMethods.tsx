import { useState } from 'react';
import { pageStrings as s } from '../../lib/i18n/page-strings';

/**
 * The signing methods Preflight checks. Unticking one asks first, in words: a method left unchecked goes
 * straight to the wallet, unseen. Ticking one back needs no question.
 */
export function InterceptedMethods({ methods, checked, onChange }: { methods: string[]; checked: string[]; onChange: (next: string[]) => void }) {
  const [asking, setAsking] = useState<string | undefined>();
  const unchecked = methods.filter((m) => !checked.includes(m));
  return (
    <fieldset>
      <legend>{s.methodsHeading}</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="checkbox" checked={checked.includes(method)}
            onChange={(e) => (e.target.checked ? onChange([...checked, method]) : setAsking(method))} />
          {' '}{method}
        </label>
      ))}
      {asking ? (
        <div className="pf-confirm" role="alertdialog" aria-labelledby="pf-method-off-question" data-testid="method-off-confirm">
          <p id="pf-method-off-question"><strong>{s.methodOffQuestion(asking)}</strong></p>
          <p>{s.methodOffWarning}</p>
          <div className="pf-field-row">
            <button type="button" className="pf-button pf-button--secondary" autoFocus onClick={() => setAsking(undefined)}>{s.methodOffCancel}</button>
            <button type="button" className="pf-button pf-button--danger" onClick={() => { onChange(checked.filter((m) => m !== asking)); setAsking(undefined); }}>{s.methodOffConfirm}</button>
          </div>
        </div>
      ) : null}
      {unchecked.length > 0 ? <p className="pf-error" data-testid="methods-unchecked">{s.methodsUnchecked(unchecked.join(', '))}</p> : null}
    </fieldset>
  );
}

/**
 * The scanning section of the options: the service's key and address (with a connection test), which
 * engine answers, how long a scan may take, what happens when none can, and the phishing list's refresh.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import type { ConnectionTestResult, PagesApi } from '../../lib/messaging/pages';
import { engineInUse } from '../../lib/settings/engine-in-use';
import { FieldError } from './FieldError';
import type { FieldErrors, OptionsForm, SetField } from './form';

interface Props {
  id: string;
  form: OptionsForm;
  set: SetField;
  errors: FieldErrors;
  api: PagesApi;
}

export function ScanningFields({ id, form, set, errors, api }: Props) {
  const [showKey, setShowKey] = useState(false);
  const test = useMutation({ mutationFn: (): Promise<ConnectionTestResult> => api.testConnection({ apiKey: form.apiKey.trim(), apiBaseUrl: form.apiBaseUrl.trim() }) });
  return (
    <fieldset>
      <legend>{s.scanningHeading}</legend>
      <label htmlFor={`${id}-key`}>{s.apiKeyLabel}</label>
      <div className="pf-field-row">
        <input id={`${id}-key`} type={showKey ? 'text' : 'password'} value={form.apiKey} onChange={(e) => set('apiKey', e.target.value)} autoComplete="off" spellCheck={false} />
        <button type="button" className="pf-button pf-button--secondary" aria-pressed={showKey} onClick={() => setShowKey((v) => !v)}>
          {showKey ? s.hideKey : s.showKey}
        </button>
      </div>
      <p className="pf-muted">{s.apiKeyHelp}</p>
      <FieldError errors={errors} field="apiKey" />

      <label htmlFor={`${id}-url`}>{s.baseUrlLabel}</label>
      <input id={`${id}-url`} type="url" value={form.apiBaseUrl} onChange={(e) => set('apiBaseUrl', e.target.value)} placeholder="http://127.0.0.1:8787" spellCheck={false} />
      <p className="pf-muted">{s.baseUrlHelp}</p>
      <FieldError errors={errors} field="apiBaseUrl" />

      <div className="pf-field-row">
        <button type="button" className="pf-button pf-button--secondary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? s.connectionTesting : s.testConnection}
        </button>
      </div>
      {test.data ? (
        <p role="status" data-testid="connection-result" data-state={test.data.state} className={test.data.state === 'ok' ? '' : 'pf-error'}>
          {test.data.message}
        </p>
      ) : null}
      {test.isError ? <p className="pf-error" role="alert">{s.connectionError(String(test.error))}</p> : null}

      <label htmlFor={`${id}-engine`}>{s.engineLabel}</label>
      <select id={`${id}-engine`} value={form.engine} onChange={(e) => set('engine', e.target.value === 'remote' ? 'remote' : e.target.value === 'local' ? 'local' : 'remote-with-local-fallback')}>
        <option value="remote-with-local-fallback">{s.engineFallback}</option>
        <option value="remote">{s.engineRemote}</option>
        <option value="local">{s.engineLocal}</option>
      </select>
      <EngineInUseNote form={form} />

      <label htmlFor={`${id}-timeout`}>{s.timeoutLabel}</label>
      <input id={`${id}-timeout`} type="number" min={0.05} max={120} step="any" value={form.scanTimeoutSeconds} onChange={(e) => set('scanTimeoutSeconds', e.target.value)} />
      <p className="pf-muted">{s.timeoutHelp}</p>
      <FieldError errors={errors} field="scanTimeoutMs" />

      <span>{s.unavailableLabel}</span>
      <label><input type="radio" name={`${id}-policy`} checked={form.unavailablePolicy === 'warn'} onChange={() => set('unavailablePolicy', 'warn')} /> {s.unavailableWarn}</label>
      <label><input type="radio" name={`${id}-policy`} checked={form.unavailablePolicy === 'block'} onChange={() => set('unavailablePolicy', 'block')} /> {s.unavailableBlock}</label>

      <label>
        <input type="checkbox" data-testid="phishing-list-refresh" checked={form.phishingListRefresh} onChange={(e) => set('phishingListRefresh', e.target.checked)} /> {s.phishingListRefreshLabel}
      </label>
      <p className="pf-muted">{s.phishingListRefreshHelp}</p>
    </fieldset>
  );
}

/** What really scans with these (unsaved) values: never "Scanning service" when there is no key. */
function EngineInUseNote({ form }: { form: OptionsForm }) {
  const inUse = engineInUse(form);
  const text =
    inUse.kind === 'none' ? s.engineInUseNone
    : inUse.kind === 'local' ? (inUse.why === 'no_key' ? s.engineInUseLocalNoKey : s.engineInUseLocal)
    : inUse.fallback ? s.engineInUseRemoteFallback(inUse.host)
    : s.engineInUseRemote(inUse.host);
  return (
    <p className={inUse.kind === 'none' ? 'pf-error' : 'pf-muted'} data-testid="engine-in-use" data-engine={inUse.kind}>
      {text}
    </p>
  );
}

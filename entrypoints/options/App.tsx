/**
 * Options page. It reads and saves the settings through the background
 * (pages:getSettings / pages:saveSettings, answered only to the extension's
 * own pages), which checks them against the strict schema: the page loads no
 * zod. The key is shown masked unless the user asks to see it. Every reader
 * calls getSettings() at use time, so a save takes effect without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { pageStrings as s } from '../../lib/i18n/page-strings';
import { messagingPagesApi, type ConnectionTestResult, type PagesApi, type SettingsCheck } from '../../lib/messaging/pages';
import { requestRemoteScanConsent } from '../../lib/settings/data-consent';
import { engineInUse } from '../../lib/settings/engine-in-use';
import { DEFAULT_INTERCEPTED_METHODS } from '../../lib/settings/policy';
import { SolanaRpcFields } from './SolanaRpc';
import type { Settings } from '../../lib/settings/schema';
import { candidateOf, formOf, type FieldErrors, type OptionsForm } from './form';
import { TrustedSites } from './Trusted';

const SETTINGS_KEY = ['settings'];

export function App({ api = messagingPagesApi }: { api?: PagesApi }) {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getSettings() });
  useEffect(() => {
    // Saved elsewhere too (the popup's pause, another options tab): read them again.
    const onChanged = (changes: Record<string, unknown>, area: string): void => {
      if (area === 'local' && 'settings' in changes) void client.invalidateQueries({ queryKey: SETTINGS_KEY });
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, [client]);
  if (settings.isError) return <main className="pf-options"><p className="pf-error" role="alert">{s.failed(String(settings.error))}</p></main>;
  if (!settings.data) return <main className="pf-options"><p className="pf-muted">{s.loading}</p></main>;
  return <OptionsEditor initial={settings.data} api={api} />;
}

function FieldError({ errors, field }: { errors: FieldErrors; field: string }) {
  const message = errors[field];
  return message ? <p className="pf-error" role="alert" data-testid={`error-${field}`}>{message}</p> : null;
}

function OptionsEditor({ initial, api }: { initial: Settings; api: PagesApi }) {
  const id = useId();
  const [form, setForm] = useState<OptionsForm>(() => formOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showKey, setShowKey] = useState(false);
  const [savedNote, setSavedNote] = useState<'saved' | 'failed' | 'consent' | undefined>();
  const set = <K extends keyof OptionsForm>(key: K, value: OptionsForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setSavedNote(undefined);
  };

  const save = useMutation({
    mutationFn: (candidate: Omit<Settings, 'pausedUntil'>): Promise<SettingsCheck> => api.saveSettings(candidate),
    onSuccess: (checked) => {
      setErrors(checked.ok ? {} : checked.errors);
      setSavedNote(checked.ok ? 'saved' : 'failed');
    },
    onError: () => setSavedNote('failed'),
  });
  const test = useMutation({ mutationFn: (): Promise<ConnectionTestResult> => api.testConnection({ apiKey: form.apiKey.trim(), apiBaseUrl: form.apiBaseUrl.trim() }) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { candidate, errors: rows } = candidateOf(form);
    if (Object.keys(rows).length > 0) {
      setErrors(rows);
      setSavedNote('failed');
      // What the schema says of the other fields, shown beside the rows' mistakes.
      void api.checkSettings(candidate).then((checked) => setErrors({ ...(checked.ok ? {} : checked.errors), ...rows }), () => undefined);
      return;
    }
    setErrors({});
    if (engineInUse(candidate).kind !== 'remote') return save.mutate(candidate);
    // Firefox asks for data consent first, inside this click (a message to the background
    // first would lose the click), so before the background has checked the values;
    // elsewhere this answers yes at once.
    void requestRemoteScanConsent().then((consented) => {
      if (consented) save.mutate(candidate);
      else setSavedNote('consent');
    });
  };

  const methods = [...new Set([...DEFAULT_INTERCEPTED_METHODS, ...form.interceptedMethods])];

  return (
    <main className="pf-options" data-testid="options-root">
      <h1>{s.optionsTitle}</h1>
      <form onSubmit={submit} noValidate>
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

        <fieldset>
          <legend>{s.rpcHeading}</legend>
          <p className="pf-muted">{s.rpcHelp}</p>
          {form.rpcRows.map((row, i) => (
            <div className="pf-field-row" key={i} data-testid="rpc-row">
              <input type="text" inputMode="numeric" aria-label={s.rpcChainId} value={row.chainId} placeholder="1"
                onChange={(e) => set('rpcRows', form.rpcRows.map((r, j) => (j === i ? { ...r, chainId: e.target.value } : r)))} />
              <input type="url" aria-label={s.rpcUrl} value={row.url} placeholder="http://127.0.0.1:8545"
                onChange={(e) => set('rpcRows', form.rpcRows.map((r, j) => (j === i ? { ...r, url: e.target.value } : r)))} />
              <button type="button" className="pf-button pf-button--secondary" onClick={() => set('rpcRows', form.rpcRows.filter((_, j) => j !== i))}>{s.removeRow}</button>
            </div>
          ))}
          <div className="pf-field-row">
            <button type="button" className="pf-button pf-button--secondary" onClick={() => set('rpcRows', [...form.rpcRows, { chainId: '', url: '' }])}>{s.addRow}</button>
          </div>
          <FieldError errors={errors} field="rpcUrls" />
        </fieldset>

        <SolanaRpcFields urls={form.solanaRpc} onChange={(next) => set('solanaRpc', next)} />
        <FieldError errors={errors} field="solanaRpcUrls" />

        <TrustedSites sites={form.trustedSites} onChange={(sites) => set('trustedSites', sites)} />
        <FieldError errors={errors} field="trustedSites" />

        <InterceptedMethods methods={methods} checked={form.interceptedMethods} onChange={(next) => set('interceptedMethods', next)} />
        <FieldError errors={errors} field="interceptedMethods" />

        <div className="pf-field-row">
          <button type="submit" className="pf-button pf-button--primary" disabled={save.isPending}>{save.isPending ? s.saving : s.save}</button>
          {savedNote === 'saved' ? <p role="status" data-testid="save-status">{s.saved}</p> : null}
          {savedNote === 'failed' ? <p className="pf-error" role="alert" data-testid="save-status">{save.isError ? s.failed(String(save.error)) : s.saveFailed}</p> : null}
          {savedNote === 'consent' ? <p className="pf-error" role="alert" data-testid="save-status">{s.consentRefused}</p> : null}
        </div>
      </form>
      <StoredReports api={api} />
    </main>
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

/**
 * The signing methods Preflight checks. Unticking one asks first, in words: a method left unchecked goes
 * straight to the wallet, unseen. Ticking one back needs no question.
 */
function InterceptedMethods({ methods, checked, onChange }: { methods: string[]; checked: string[]; onChange: (next: string[]) => void }) {
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

function StoredReports({ api }: { api: PagesApi }) {
  const reports = useQuery({ queryKey: ['pages', 'storedReports'], queryFn: () => api.getStoredReports() });
  const list = reports.data ?? [];
  const exportJson = () => {
    const blob = new Blob([JSON.stringify(list, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'preflight-reports.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className="pf-section">
      <h2 className="pf-section__title">{s.reportsHeading}</h2>
      <p>{s.reportsCount(list.length)}</p>
      {list.length > 0 ? <button type="button" className="pf-button pf-button--secondary" onClick={exportJson}>{s.exportReports}</button> : null}
    </section>
  );
}

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
import { messagingPagesApi, type PagesApi, type SettingsCheck } from '../../lib/messaging/pages';
import { requestRemoteScanConsent } from '../../lib/settings/data-consent';
import { engineInUse } from '../../lib/settings/engine-in-use';
import { DEFAULT_INTERCEPTED_METHODS } from '../../lib/settings/policy';
import { SolanaRpcFields } from './SolanaRpc';
import type { Settings } from '../../lib/settings/schema';
import { candidateOf, formOf, type FieldErrors, type OptionsForm, type SetField } from './form';
import { TrustedSites } from './Trusted';
import { EvmRpcRows } from './EvmRpcRows';
import { FieldError } from './FieldError';
import { InterceptedMethods } from './InterceptedMethods';
import { ScanningFields } from './ScanningFields';
import { StoredReports } from './StoredReports';

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

function OptionsEditor({ initial, api }: { initial: Settings; api: PagesApi }) {
  const id = useId();
  const [form, setForm] = useState<OptionsForm>(() => formOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedNote, setSavedNote] = useState<'saved' | 'failed' | 'consent' | undefined>();
  const set: SetField = (key, value) => {
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
        <ScanningFields id={id} form={form} set={set} errors={errors} api={api} />
        <EvmRpcRows rows={form.rpcRows} onChange={(next) => set('rpcRows', next)} errors={errors} />

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

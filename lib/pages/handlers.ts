/**
 * Background side of the pages protocol (lib/messaging/pages.ts).
 *
 *   // entrypoints/background.ts, inside main():
 *   registerPageHandlers();
 *
 * Every message is first checked to come from one of the extension's own
 * pages (./sender: sender.url is an extension URL, and a sender inside a tab
 * sits in an extension tab, so content scripts and extension frames inside web
 * pages are refused). Inputs are zod-checked again here.
 */
import { z } from 'zod/mini';
import { getHistoryEntry, listHistory } from '../history';
import type { HistoryEntry } from '../history/schema';
import { answerStrings } from '../i18n/answer-strings';
import { phishingListInfo } from '../knowledge/phishing-info';
import { onPagesMessage, type PagesApi } from '../messaging/pages';
import { setPauseInputSchema, type HistoryRow } from './schemas';
import { listStoredReports, reportInputSchema, reportsState, sendReport } from '../reports';
import { testConnection } from './connection';
import { NotFromExtensionPageError, isExtensionPageSender, type SenderLike } from './sender';
import { checkSettings, readSettings, saveSettings } from './settings';
import { getStatus, setPause } from './status';
import { checkEvmAddress, checkSuiAddress, lookupAsset, lookupSolanaTx } from './tools';

function rowOf(entry: HistoryEntry): HistoryRow {
  const { request: _request, ...row } = entry;
  return row;
}

/** The handlers without the sender check: what registerPageHandlers wires, and what tests and pages-under-test call. */
export const pageHandlers: PagesApi = {
  getStatus: () => getStatus(),
  setPause: (untilMs) => setPause(setPauseInputSchema.parse(untilMs)),
  getHistory: async () => (await listHistory()).map(rowOf),
  getHistoryEntry: async (id) => (await getHistoryEntry(z.string().check(z.maxLength(200)).parse(id))) ?? null,
  checkEvmAddress: (input) => checkEvmAddress(input),
  checkSuiAddress: (input) => checkSuiAddress(input),
  lookupSolanaTx: (input) => lookupSolanaTx(input),
  lookupAsset: (input) => lookupAsset(input),
  testConnection: (input) => testConnection(input),
  sendReport: (input) => sendReport(reportInputSchema.parse(input)),
  getStoredReports: () => listStoredReports(),
  reportsState: () => reportsState(),
  phishingListInfo: () => phishingListInfo(),
  getSettings: () => readSettings(),
  checkSettings: (candidate) => Promise.resolve(checkSettings(candidate)),
  saveSettings: (candidate) => saveSettings(candidate),
};

/** Runs `fn` only for a sender that is one of our pages; anything else gets an error answer. */
export function guarded<T>(sender: SenderLike | undefined, fn: () => Promise<T>): Promise<T> {
  if (!isExtensionPageSender(sender)) return Promise.reject(new NotFromExtensionPageError(answerStrings.notFromExtension));
  return fn();
}

/** Registers every pages handler; returns a function that removes them. Call once from the background. */
export function registerPageHandlers(handlers: PagesApi = pageHandlers): () => void {
  const removers = [
    onPagesMessage('pages:getStatus', ({ sender }) => guarded(sender, () => handlers.getStatus())),
    onPagesMessage('pages:setPause', ({ sender, data }) => guarded(sender, () => handlers.setPause(data))),
    onPagesMessage('pages:getHistory', ({ sender }) => guarded(sender, () => handlers.getHistory())),
    onPagesMessage('pages:getHistoryEntry', ({ sender, data }) => guarded(sender, () => handlers.getHistoryEntry(data))),
    onPagesMessage('pages:checkEvmAddress', ({ sender, data }) => guarded(sender, () => handlers.checkEvmAddress(data))),
    onPagesMessage('pages:checkSuiAddress', ({ sender, data }) => guarded(sender, () => handlers.checkSuiAddress(data))),
    onPagesMessage('pages:lookupSolanaTx', ({ sender, data }) => guarded(sender, () => handlers.lookupSolanaTx(data))),
    onPagesMessage('pages:lookupAsset', ({ sender, data }) => guarded(sender, () => handlers.lookupAsset(data))),
    onPagesMessage('pages:testConnection', ({ sender, data }) => guarded(sender, () => handlers.testConnection(data))),
    onPagesMessage('pages:sendReport', ({ sender, data }) => guarded(sender, () => handlers.sendReport(data))),
    onPagesMessage('pages:getStoredReports', ({ sender }) => guarded(sender, () => handlers.getStoredReports())),
    onPagesMessage('pages:reportsState', ({ sender }) => guarded(sender, () => handlers.reportsState())),
    onPagesMessage('pages:phishingListInfo', ({ sender }) => guarded(sender, () => handlers.phishingListInfo())),
    onPagesMessage('pages:getSettings', ({ sender }) => guarded(sender, () => handlers.getSettings())),
    onPagesMessage('pages:checkSettings', ({ sender, data }) => guarded(sender, () => handlers.checkSettings(data))),
    onPagesMessage('pages:saveSettings', ({ sender, data }) => guarded(sender, () => handlers.saveSettings(data))),
  ];
  return () => removers.forEach((remove) => remove());
}

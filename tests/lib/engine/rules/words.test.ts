/**
 * What the review says, word for word, for every real flow of the accuracy
 * corpus (tests/fixtures/accuracy: everyday flows from real dapps, drains from
 * incident write-ups), with the user's chain facts and offline, and for every
 * request of the validation corpus (tests/fixtures/corpus): the verdict,
 * its reason and classification, the sentence the user reads, and each
 * finding with its own sentence. The accuracy tests pin verdicts and feature
 * ids; this pins the words, so a rule that starts saying something else (or
 * less) about a real request shows here. After a deliberate change of
 * wording: `npx vitest run tests/lib/engine/rules/words.test.ts -u`, and read
 * the diff of the file below.
 */
import { expect, it } from 'vitest';
import { loadBundledLists } from '../../../../lib/knowledge/bundled-lists';
import { loadAccuracyCorpus, runCase, type Words } from '../../../fixtures/accuracy/run';
import { corpus, run } from '../../../fixtures/corpus/run';

it('the words of every verdict on the accuracy corpus', async () => {
  const said: Record<string, { facts: Words; offline: Words }> = {};
  for (const c of loadAccuracyCorpus()) {
    said[`${c.group} ${c.id}`] = { facts: (await runCase(c, 'facts')).words, offline: (await runCase(c, 'offline')).words };
  }
  await expect(`${JSON.stringify(said, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/accuracy-words.json');
});

it('the words of every verdict on the validation corpus', async () => {
  await loadBundledLists();
  const said: Record<string, Words> = {};
  for (const c of corpus) {
    const v = (await run(c)).validation;
    said[c.name] = {
      result_type: v?.result_type ?? 'Error',
      reason: v?.reason ?? '',
      classification: v?.classification ?? '',
      description: v?.description ?? '',
      features: (v?.features ?? []).map((f) => `${f.feature_id} (${f.type}): ${f.description}`),
    };
  }
  await expect(`${JSON.stringify(said, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/corpus-words.json');
});

/**
 * Accuracy of the local engine on tests/fixtures/accuracy (npm run bench:accuracy):
 * false positives (everyday flows flagged) and false negatives (drains passed
 * below their verdict; offline: passed as "no risk") per group, one JSON line
 * per figure, then one line per miss.
 */
import { useNodeBundledFiles } from '../lib/knowledge/bundled-file-node';
import { judge, loadAccuracyCorpus, runCase, type Mode } from '../tests/fixtures/accuracy/run';
import { print, run } from './support';
import { solanaAccuracy } from './accuracy-solana';

useNodeBundledFiles();

async function main(): Promise<void> {
  const corpus = loadAccuracyCorpus();
  for (const mode of ['facts', 'offline'] as Mode[]) {
    const misses: string[] = [];
    const tally = { everyday: { n: 0, fp: 0, wrong: 0 }, drain: { n: 0, fn: 0, wrong: 0 } };
    for (const c of corpus) {
      const o = await runCase(c, mode);
      const j = judge(o, mode);
      if (c.group === 'everyday') {
        tally.everyday.n++;
        if (j === 'false_positive') tally.everyday.fp++;
        if (j === 'wrong_feature') tally.everyday.wrong++;
      } else {
        tally.drain.n++;
        if (j === 'false_negative') tally.drain.fn++;
        if (j === 'wrong_feature') tally.drain.wrong++;
      }
      if (j !== 'ok') misses.push(`${mode} ${j} ${c.id}: got ${o.result_type} ${o.deciding ?? '-'} (want ${c.expect.result_type} ${c.expect.feature_id}) ${o.description}`);
    }
    print(`accuracy_${mode}_everyday_false_positives`, tally.everyday.fp, 'cases', { of: tally.everyday.n, wrong_feature: tally.everyday.wrong });
    print(`accuracy_${mode}_drain_false_negatives`, tally.drain.fn, 'cases', { of: tally.drain.n, wrong_feature: tally.drain.wrong });
    for (const m of misses) console.log(m);
  }
  await solanaAccuracy();
}

run(main);

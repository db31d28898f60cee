/**
 * The Solana part of npm run bench:accuracy (tests/fixtures/accuracy-solana):
 * false positives and false negatives per mode (offline; with an RPC answered
 * by litesvm), for the training part under its original names, for the whole
 * held-out part (accuracy_solana_heldout_*) and for its second, third and
 * fourth and fifth batches apart (accuracy_solana_heldout2_*, heldout2.ts; accuracy_solana_heldout3_*,
 * heldout3.ts; accuracy_solana_heldout4_*, heldout4.ts; accuracy_solana_heldout5_*, heldout5.ts), then the median time of an offline scan (decode + rules), one
 * JSON line per figure and one line per miss.
 */
import { SOLANA_HELDOUT2 } from '../tests/fixtures/accuracy-solana/heldout2';
import { SOLANA_HELDOUT3 } from '../tests/fixtures/accuracy-solana/heldout3';
import { SOLANA_HELDOUT4 } from '../tests/fixtures/accuracy-solana/heldout4';
import { SOLANA_HELDOUT5 } from '../tests/fixtures/accuracy-solana/heldout5';
import { runSolanaCorpus, type SolanaOutcome } from '../tests/fixtures/accuracy-solana/run';
import { median, print } from './support';

function printFigures(outcomes: readonly SolanaOutcome[], name: string, label: string): void {
  for (const mode of ['offline', 'rpc'] as const) {
    const mine = outcomes.filter((o) => o.mode === mode);
    const everyday = mine.filter((o) => o.c.group === 'everyday');
    const drains = mine.filter((o) => o.c.group === 'drain');
    print(`${name}_${mode}_everyday_false_positives`, everyday.filter((o) => o.judgement === 'false_positive').length, 'cases', { of: everyday.length, errors: everyday.filter((o) => o.judgement === 'error').length });
    print(`${name}_${mode}_drain_false_negatives`, drains.filter((o) => o.judgement === 'false_negative').length, 'cases', { of: drains.length, wrong_feature: drains.filter((o) => o.judgement === 'wrong_feature').length, errors: drains.filter((o) => o.judgement === 'error').length });
    for (const o of mine) if (o.judgement !== 'ok') console.log(`${label} ${mode} ${o.judgement} ${o.c.id}: got ${o.got} [${o.features.join(', ')}] (want ${mode === 'offline' ? o.c.offline ?? o.c.expect : o.c.expect} ${o.c.feature ?? ''}) ${o.description}`);
  }
}

export async function solanaAccuracy(): Promise<void> {
  const { outcomes, timings } = await runSolanaCorpus();
  const batch2 = new Set(SOLANA_HELDOUT2.map((c) => c.id));
  const batch3 = new Set(SOLANA_HELDOUT3.map((c) => c.id));
  const batch4 = new Set(SOLANA_HELDOUT4.map((c) => c.id));
  const batch5 = new Set(SOLANA_HELDOUT5.map((c) => c.id));
  printFigures(outcomes.filter((o) => o.part === 'training'), 'accuracy_solana', 'solana');
  printFigures(outcomes.filter((o) => o.part === 'heldout'), 'accuracy_solana_heldout', 'solana heldout');
  printFigures(outcomes.filter((o) => o.part === 'heldout' && batch2.has(o.c.id)), 'accuracy_solana_heldout2', 'solana heldout2');
  printFigures(outcomes.filter((o) => o.part === 'heldout' && batch3.has(o.c.id)), 'accuracy_solana_heldout3', 'solana heldout3');
  printFigures(outcomes.filter((o) => o.part === 'heldout' && batch4.has(o.c.id)), 'accuracy_solana_heldout4', 'solana heldout4');
  printFigures(outcomes.filter((o) => o.part === 'heldout' && batch5.has(o.c.id)), 'accuracy_solana_heldout5', 'solana heldout5');
  print('accuracy_solana_decode_rules_median', Number(median(timings).toFixed(3)), 'ms', { scans: timings.length });
}

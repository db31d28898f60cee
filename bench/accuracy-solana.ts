/**
 * The Solana part of npm run bench:accuracy (tests/fixtures/accuracy-solana):
 * false positives and false negatives per mode (offline; with an RPC answered
 * by litesvm), for the training part under its original names and for the
 * held-out part (accuracy_solana_heldout_*), then the median time of an
 * offline scan (decode + rules), one JSON line per figure and one line per miss.
 */
import { runSolanaCorpus, type SolanaOutcome, type SolanaPart } from '../tests/fixtures/accuracy-solana/run';
import { median, print } from './support';

function printPart(outcomes: readonly SolanaOutcome[], part: SolanaPart): void {
  const name = part === 'training' ? 'accuracy_solana' : 'accuracy_solana_heldout';
  const label = part === 'training' ? 'solana' : 'solana heldout';
  for (const mode of ['offline', 'rpc'] as const) {
    const mine = outcomes.filter((o) => o.part === part && o.mode === mode);
    const everyday = mine.filter((o) => o.c.group === 'everyday');
    const drains = mine.filter((o) => o.c.group === 'drain');
    print(`${name}_${mode}_everyday_false_positives`, everyday.filter((o) => o.judgement === 'false_positive').length, 'cases', { of: everyday.length, errors: everyday.filter((o) => o.judgement === 'error').length });
    print(`${name}_${mode}_drain_false_negatives`, drains.filter((o) => o.judgement === 'false_negative').length, 'cases', { of: drains.length, wrong_feature: drains.filter((o) => o.judgement === 'wrong_feature').length, errors: drains.filter((o) => o.judgement === 'error').length });
    for (const o of mine) if (o.judgement !== 'ok') console.log(`${label} ${mode} ${o.judgement} ${o.c.id}: got ${o.got} [${o.features.join(', ')}] (want ${mode === 'offline' ? o.c.offline ?? o.c.expect : o.c.expect} ${o.c.feature ?? ''}) ${o.description}`);
  }
}

export async function solanaAccuracy(): Promise<void> {
  const { outcomes, timings } = await runSolanaCorpus();
  printPart(outcomes, 'training');
  printPart(outcomes, 'heldout');
  print('accuracy_solana_decode_rules_median', Number(median(timings).toFixed(3)), 'ms', { scans: timings.length });
}

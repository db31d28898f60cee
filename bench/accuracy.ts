/**
 * Accuracy of the local engine on tests/fixtures/accuracy (npm run bench:accuracy), for each part of
 * the corpus — `training` (the cases the rules were written from) and `heldout` (protocols the
 * registry does not name; docs/accuracy.md) — and each mode (with the user's chain facts, offline):
 * false positives (everyday flows flagged) and false negatives (drains passed below their verdict;
 * offline: passed as "no risk"), one JSON line per figure, the held-out part also per class, then
 * one line per miss; the held-out part's later batches (kit.ts BATCHES) also each on its own. Then the lookalike
 * check at scale (tests/fixtures/lookalike/measure.ts), with the registry's brands alone
 * ("registry"), with the bundled dapps ("bundled") and with the generated projects' sites too
 * ("generated"); then each generated site asked about all the others, and a seeded sample of
 * generated brands' variants.
 */
import { useNodeBundledFiles } from '../lib/knowledge/bundled-file-node';
import { judge, loadAccuracyCorpus, runCase, type AccuracyCase, type Mode, type Part } from '../tests/fixtures/accuracy/run';
import { measureScale, projectSitesAgainstOthers, projectVariantsCaught } from '../tests/fixtures/lookalike/measure';
import { loadBundledLists } from '../lib/knowledge/bundled-lists';
import { currentProjectSites, NO_PROJECT_SITES } from '../lib/knowledge/project-sites';
import { print, run } from './support';
import { BATCHES } from '../tests/fixtures/accuracy/heldout/kit';
import { solanaAccuracy } from './accuracy-solana';

useNodeBundledFiles();

interface Tally {
  everyday: number;
  fp: number;
  drains: number;
  fn: number;
  /** Drains passed as plain "no risk" (Benign), whatever the mode. */
  noRisk: number;
  wrong: number;
}
const emptyTally = (): Tally => ({ everyday: 0, fp: 0, drains: 0, fn: 0, noRisk: 0, wrong: 0 });

function count(t: Tally, c: AccuracyCase, verdict: ReturnType<typeof judge>, resultType: string): void {
  if (c.group === 'everyday') {
    t.everyday++;
    if (verdict === 'false_positive') t.fp++;
  } else {
    t.drains++;
    if (verdict === 'false_negative') t.fn++;
    if (resultType === 'Benign') t.noRisk++;
  }
  if (verdict === 'wrong_feature') t.wrong++;
}

/** `batch`: only the held-out cases of that later batch (heldout/freshN*.ts), printed as accuracy_heldout_<batch>_<mode>_…. */
async function measure(part: Part, mode: Mode, batch?: string): Promise<void> {
  const total = emptyTally();
  const byClass = new Map<string, Tally>();
  const misses: string[] = [];
  const name = batch === undefined ? part : `${part}_${batch}`;
  for (const c of loadAccuracyCorpus(part).filter((x) => batch === undefined || x.batch === batch)) {
    const o = await runCase(c, mode);
    const verdict = judge(o, mode);
    count(total, c, verdict, o.result_type);
    if (c.class !== undefined) {
      const t = byClass.get(c.class) ?? emptyTally();
      count(t, c, verdict, o.result_type);
      byClass.set(c.class, t);
    }
    const want = c.expect.feature_id ?? c.expect.why ?? '';
    if (verdict !== 'ok') misses.push(`${name} ${mode} ${verdict} ${c.id}: got ${o.result_type} ${o.deciding ?? '-'} (want ${c.expect.result_type}: ${want}) ${o.description}`);
  }
  const prefix = `accuracy_${name}_${mode}`;
  print(`${prefix}_everyday_false_positives`, total.fp, 'cases', { of: total.everyday, wrong_feature: total.wrong });
  print(`${prefix}_drain_false_negatives`, total.fn, 'cases', { of: total.drains, passed_as_no_risk: total.noRisk });
  for (const [cls, t] of [...byClass].sort(([x], [y]) => x.localeCompare(y))) {
    print(`${prefix}_class`, t.fp + t.fn, 'misses', { class: cls, everyday_false_positives: `${t.fp}/${t.everyday}`, drain_false_negatives: `${t.fn}/${t.drains}`, drains_passed_as_no_risk: t.noRisk });
  }
  for (const m of misses) console.log(m);
}

async function lookalikes(): Promise<void> {
  await loadBundledLists();
  for (const [brands, dapps, projects] of [['registry', [], NO_PROJECT_SITES], ['bundled', undefined, NO_PROJECT_SITES], ['generated', undefined, currentProjectSites()]] as const) {
    const f = measureScale(dapps, projects);
    print(`lookalike_${brands}_allowlist_false_positives`, f.allowlistAsMet.length, 'domains', { of: f.allowlisted, by_name_heuristics_alone: f.allowlistHeuristic.length });
    print(`lookalike_${brands}_official_sites_flagged`, f.officialFlagged.length, 'sites', { of: f.officialSites });
    print(`deceptive_site_${brands}_allowlist_false_positives`, f.allowlistDeceptiveAsMet.length, 'domains', { of: f.allowlisted, by_heuristics_alone: f.allowlistDeceptiveHeuristic.length });
    print(`deceptive_site_${brands}_official_sites_flagged`, f.officialDeceptive.length, 'sites', { of: f.officialSites });
    for (const [kind, t] of Object.entries(f.caught)) print(`lookalike_${brands}_top100_${kind}_caught`, t.caught, 'variants', { of: t.of });
    if (brands === 'generated') for (const m of [...f.officialFlagged, ...f.allowlistAsMet, ...f.missed]) console.log(`lookalike miss: ${m}`);
    if (brands === 'generated') for (const d of [...f.officialDeceptive, ...f.allowlistDeceptiveHeuristic]) console.log(`deceptive-site false positive (heuristics alone): ${d}`);
  }
  await generatedBrands();
  await solanaAccuracy();
}

/** The generated projects' sites (data/sites.json.gz): none called another's lookalike; a seeded sample's variants caught. */
async function generatedBrands(): Promise<void> {
  const projects = currentProjectSites();
  const against = projectSitesAgainstOthers(projects);
  print('lookalike_generated_sites_called_lookalike_of_another', against.length, 'sites', { of: projects.official.size, claiming: projects.claiming });
  for (const m of against) console.log(`generated site flagged: ${m}`);
  const v = projectVariantsCaught(projects);
  for (const [kind, t] of Object.entries(v.caught)) print(`lookalike_generated_sample_${kind}_caught`, t.caught, 'variants', { of: t.of, brands: v.sampled, seed: 26 });
  for (const m of v.missed) console.log(`generated lookalike miss: ${m}`);
}

async function main(): Promise<void> {
  for (const part of ['training', 'heldout'] as Part[]) {
    for (const mode of ['facts', 'offline'] as Mode[]) await measure(part, mode);
  }
  for (const batch of BATCHES) {
    for (const mode of ['facts', 'offline'] as Mode[]) await measure('heldout', mode, batch);
  }
  await lookalikes();
}

run(main);

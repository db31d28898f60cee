/**
 * The service's verdict word as a kind. Apart from ./verdict-kind, whose headlines come from the
 * review shell's strings: ./scan-view needs only this, and the background bundles scan-view.
 */

/** The service's verdict words; any other value is an unknown verdict, never a safe one. */
const KINDS: Partial<Record<string, 'benign' | 'warning' | 'malicious'>> = { Benign: 'benign', Warning: 'warning', Malicious: 'malicious' };

export const resultKind = (resultType: string): 'benign' | 'warning' | 'malicious' | 'unknown' => KINDS[resultType] ?? 'unknown';

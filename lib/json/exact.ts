/**
 * JSON text read exactly, as a wallet with an exact reader reads it (#25 item 4).
 * `JSON.parse` rounds every number through a double: max uint160 written as a bare
 * number becomes 2^160, 1e77 becomes 99999999999999998278…. Here a number is read
 * from its text: a whole number of any length or exponent is its exact integer
 * (a JS number when that is exact, else a bigint), and every number whose
 * `JSON.parse` double differs is listed with both readings.
 *
 * Stricter than JSON.parse where a lenient reader could be made to see something
 * else, with a typed error each time: duplicate keys (a parser keeping the first
 * signs another message), a `__proto__` key, a fraction (no EIP-712 value is one),
 * a number beyond any EIP-712 integer (1e400), nesting deeper than any request.
 */

export type ExactJson = null | boolean | number | bigint | string | ExactJson[] | { [key: string]: ExactJson };

/** A number whose exact value and whose `JSON.parse` double differ. */
export interface TwoReadings {
  /** Dotted path, as the typed-data sanitiser names fields (message.details.amount, list[1]). */
  path: string;
  text: string;
  exact: bigint;
  /** What JSON.parse gives: a double (Infinity when it overflows). */
  double: number;
}

export interface ExactRead {
  value: ExactJson;
  twoReadings: TwoReadings[];
}

/** `evasion`: valid JSON that a lenient reader (JSON.parse) still accepts, read differently by others. */
export class JsonTextError extends Error {
  constructor(message: string, readonly evasion = false) {
    super(message);
    this.name = 'JsonTextError';
  }
}

/** 2^256 has 78 digits: a longer integer is no EIP-712 value, and bounds the BigInt work a page can ask for. */
const MAX_INTEGER_DIGITS = 78;
const MAX_DEPTH = 64;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const NUMBER_PARTS = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?)([0-9]+))?$/;
const WHITESPACE = /[ \t\n\r]*/y;
const LITERALS = [['true', true], ['false', false], ['null', null]] as const;

type Exact = { kind: 'integer'; value: bigint } | { kind: 'fraction' } | { kind: 'tooLarge' };

/** The exact value of a JSON number token, computed on its digits (never through a double). */
export function exactNumber(token: string): Exact {
  const m = NUMBER_PARTS.exec(token);
  if (!m) return { kind: 'fraction' };
  const [, sign, int = '', frac = '', expSign, expDigits = '0'] = m;
  const all = (int + frac).replace(/^0+/, '');
  if (all === '') return { kind: 'integer', value: 0n };
  const digits = all.replace(/0+$/, '');
  const trimmedExp = expDigits.replace(/^0+/, '');
  // An exponent of more than 6 digits is beyond any answer but "fraction" or "too large".
  const exp = trimmedExp.length > 6 ? Infinity : Number(trimmedExp);
  // value = digits × 10^shift
  const shift = (expSign === '-' ? -exp : exp) - frac.length + (all.length - digits.length);
  if (shift < 0) return { kind: 'fraction' };
  if (digits.length + shift > MAX_INTEGER_DIGITS) return { kind: 'tooLarge' };
  const value = BigInt(digits) * 10n ** BigInt(shift);
  return { kind: 'integer', value: sign === '-' ? -value : value };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

class Reader {
  pos = 0;
  readonly twoReadings: TwoReadings[] = [];
  constructor(readonly text: string) {}

  fail(what: string, evasion = false): never {
    throw new JsonTextError(`${what} (at character ${this.pos})`, evasion);
  }

  skip(): void {
    WHITESPACE.lastIndex = this.pos;
    WHITESPACE.exec(this.text);
    this.pos = WHITESPACE.lastIndex;
  }

  value(path: string, depth: number): ExactJson {
    if (depth > MAX_DEPTH) this.fail(`${path || 'the JSON'} is nested too deeply`);
    this.skip();
    const c = this.text[this.pos];
    if (c === '{') return this.object(path, depth);
    if (c === '[') return this.array(path, depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number(path);
    for (const [word, v] of LITERALS) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    return this.fail(c === undefined ? 'the JSON text ends too early' : `unexpected ${JSON.stringify(c)} in the JSON text`);
  }

  string(): string {
    const start = this.pos;
    let i = start + 1;
    while (i < this.text.length && this.text[i] !== '"') i += this.text[i] === '\\' ? 2 : 1;
    if (i >= this.text.length) this.fail('a string in the JSON text is not closed');
    this.pos = i + 1;
    try {
      // A string token alone: JSON.parse checks its escapes and control characters, and decodes it.
      const s: unknown = JSON.parse(this.text.slice(start, i + 1));
      if (typeof s === 'string') return s;
    } catch {
      // reported below
    }
    this.pos = start;
    return this.fail('a string in the JSON text is not valid JSON');
  }

  number(path: string): number | bigint {
    NUMBER.lastIndex = this.pos;
    const token = NUMBER.exec(this.text)?.[0];
    if (token === undefined) return this.fail('a number in the JSON text is not valid JSON');
    const exact = exactNumber(token);
    if (exact.kind === 'fraction') this.fail(`${path || 'the JSON'} is ${token}, not a whole number`);
    if (exact.kind === 'tooLarge') this.fail(`${path || 'the JSON'} is ${token.slice(0, 40)}, larger than any EIP-712 integer`);
    this.pos += token.length;
    const double = Number(token);
    if (!Number.isFinite(double) || BigInt(double) !== exact.value) this.twoReadings.push({ path, text: token, exact: exact.value, double });
    // A safe whole number's double is exact; taking it keeps -0 as JSON.parse reads it.
    return exact.value >= -SAFE && exact.value <= SAFE ? double : exact.value;
  }

  expect(c: string): void {
    this.skip();
    if (this.text[this.pos] !== c) this.fail(`expected ${JSON.stringify(c)} in the JSON text`);
    this.pos++;
  }

  /** True when the list or object closes here (after an optional first item). */
  closes(c: string): boolean {
    this.skip();
    if (this.text[this.pos] !== c) return false;
    this.pos++;
    return true;
  }

  array(path: string, depth: number): ExactJson[] {
    this.pos++;
    const out: ExactJson[] = [];
    if (this.closes(']')) return out;
    for (;;) {
      out.push(this.value(`${path}[${out.length}]`, depth + 1));
      if (this.closes(']')) return out;
      this.expect(',');
    }
  }

  object(path: string, depth: number): { [key: string]: ExactJson } {
    this.pos++;
    const entries: [string, ExactJson][] = [];
    const keys = new Set<string>();
    if (this.closes('}')) return {};
    for (;;) {
      this.skip();
      if (this.text[this.pos] !== '"') this.fail('expected a key in the JSON text');
      const key = this.string();
      const at = path ? `${path}.${key}` : key;
      if (keys.has(key)) this.fail(`${at} is given twice (a wallet may read either one)`, true);
      // A wallet copying the object with `obj[key] = …` would turn this key into a prototype.
      if (key === '__proto__') this.fail(`${at} is not an allowed key`);
      keys.add(key);
      this.expect(':');
      entries.push([key, this.value(at, depth + 1)]);
      // fromEntries defines own data properties (no setter runs).
      if (this.closes('}')) return Object.fromEntries(entries);
      this.expect(',');
    }
  }
}

/**
 * Reads JSON text exactly; throws JsonTextError on anything JSON.parse refuses and
 * on the stricter cases above. `root` prefixes the paths named (params[1]).
 */
export function readJsonExactly(text: string, root = ''): ExactRead {
  const reader = new Reader(text);
  const value = reader.value(root, 0);
  reader.skip();
  if (reader.pos !== text.length) reader.fail('the JSON text has more after its value');
  return { value, twoReadings: reader.twoReadings };
}

/** JSON text of an exactly read value: a bigint is written as its digits (JSON.stringify cannot). */
export function stringifyExact(v: ExactJson, indent = '  ', at = ''): string {
  if (typeof v === 'bigint') return v.toString();
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  const inner = at + indent;
  const items = Array.isArray(v) ? v.map((x) => stringifyExact(x, indent, inner)) : Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${stringifyExact(x, indent, inner)}`);
  const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
  return items.length === 0 ? `${open}${close}` : `${open}\n${inner}${items.join(`,\n${inner}`)}\n${at}${close}`;
}

/**
 * Sign-In with Ethereum (EIP-4361) messages: recognised by their first lines,
 * read into fields line by line (the review page loads no viem), and checked
 * against the site that asks, the account and the chain.
 */

/** "example.com wants you to sign in with your Ethereum account:" then the address (EIP-4361's first two lines). */
const FIRST_LINES = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?[^\s/]+ wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n/;

export const isSiweMessage = (text: string): boolean => FIRST_LINES.test(text);

export interface SiweFields {
  /** The site the signature signs in to (the message's domain). */
  domain: string;
  address: string | undefined;
  uri: string | undefined;
  chainId: number | undefined;
  statement: string | undefined;
  issuedAt: Date | undefined;
  expirationTime: Date | undefined;
  /** Differences a person must see: the message names another site, account or chain than the request's. */
  mismatch: { domain: boolean; address: boolean; chain: boolean };
}

/** EIP-4361's date-time (RFC 3339); anything else is no date. */
function siweDate(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "Key: value" lines after the statement (URI, Version, Chain ID, Nonce, Issued At, Expiration Time …). */
function siweFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n').slice(2)) {
    const m = /^([A-Z][A-Za-z ]+): (.*)$/.exec(line);
    if (m?.[1] && m[2] !== undefined && !fields.has(m[1])) fields.set(m[1], m[2]);
  }
  return fields;
}

/** The statement: the line between the address's blank line and the fields' blank line, when there is one. */
function siweStatement(text: string): string | undefined {
  const lines = text.split('\n');
  const line = lines[3];
  return lines[2] === '' && line && lines[4] === '' && !/^[A-Z][A-Za-z ]+: /.test(line) ? line : undefined;
}

/** The host (and port) of an origin or URL; the value itself when it is neither. */
function hostOf(value: string): string {
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).host.toLowerCase();
  } catch {
    return value.toLowerCase();
  }
}

export interface SiweContext {
  origin: string;
  account: string | undefined;
  chainId: number | undefined;
}

export function readSiwe(text: string, ctx: SiweContext): SiweFields | undefined {
  if (!isSiweMessage(text)) return undefined;
  const lines = text.split('\n');
  const domain = (lines[0] ?? '').slice(0, (lines[0] ?? '').indexOf(' wants you')).replace(/^[^:]+:\/\//, '');
  const address = lines[1];
  const fields = siweFields(text);
  const chain = fields.get('Chain ID');
  const chainId = chain && /^\d+$/.test(chain) ? Number(chain) : undefined;
  return {
    domain,
    address,
    uri: fields.get('URI'),
    chainId,
    statement: siweStatement(text),
    issuedAt: siweDate(fields.get('Issued At')),
    expirationTime: siweDate(fields.get('Expiration Time')),
    mismatch: {
      domain: hostOf(domain) !== hostOf(ctx.origin),
      address: ctx.account !== undefined && address !== undefined && address.toLowerCase() !== ctx.account.toLowerCase(),
      chain: ctx.chainId !== undefined && chainId !== undefined && chainId !== ctx.chainId,
    },
  };
}

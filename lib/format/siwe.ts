/**
 * Sign-In with Ethereum (EIP-4361) messages: recognised by their first line,
 * read into fields with viem's parser (regular expressions only, no crypto),
 * and checked against the site that asks, the account and the chain.
 */
import { parseSiweMessage } from 'viem/siwe';

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

const validDate = (d: Date | undefined): Date | undefined => (d && !Number.isNaN(d.getTime()) ? d : undefined);

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
  const m = parseSiweMessage(text);
  const domain = m.domain ?? text.slice(0, text.indexOf(' wants you')).replace(/^[^:]+:\/\//, '');
  return {
    domain,
    address: m.address,
    uri: m.uri,
    chainId: m.chainId,
    statement: m.statement,
    issuedAt: validDate(m.issuedAt),
    expirationTime: validDate(m.expirationTime),
    mismatch: {
      domain: hostOf(domain) !== hostOf(ctx.origin),
      address: ctx.account !== undefined && m.address !== undefined && m.address.toLowerCase() !== ctx.account.toLowerCase(),
      chain: ctx.chainId !== undefined && m.chainId !== undefined && m.chainId !== ctx.chainId,
    },
  };
}

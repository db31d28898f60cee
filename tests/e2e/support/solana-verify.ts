/** Checks, with @solana/kit, what a Solana wallet answered (shared by the Chromium and Firefox specs). */
import { getBase64Encoder, getPublicKeyFromAddress, getTransactionDecoder, verifySignature, type Address, type SignatureBytes } from '@solana/kit';

const fromB64 = (s: string): Uint8Array => new Uint8Array(getBase64Encoder().encode(s));
const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The signed transaction is the one the dapp sent (the same message bytes) and carries `signer`'s valid signature. */
export async function signedBy(signedB64: string, sentB64: string, signer: Address): Promise<boolean> {
  const signed = getTransactionDecoder().decode(fromB64(signedB64));
  const sent = getTransactionDecoder().decode(fromB64(sentB64));
  const signature = signed.signatures[signer];
  if (!signature || !same(new Uint8Array(signed.messageBytes), new Uint8Array(sent.messageBytes))) return false;
  return verifySignature(await getPublicKeyFromAddress(signer), signature, signed.messageBytes);
}

/** `signatureB64` is `signer`'s valid signature over `messageB64`. */
export async function messageSignedBy(signatureB64: string, messageB64: string, signer: Address): Promise<boolean> {
  const signature = fromB64(signatureB64);
  if (signature.length !== 64) return false;
  return verifySignature(await getPublicKeyFromAddress(signer), signature as SignatureBytes, fromB64(messageB64));
}

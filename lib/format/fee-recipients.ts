/**
 * Marketplace fee recipients a listing pays, by name, so a listing's fee reads
 * "OpenSea fees" rather than an unknown address in red. Hand-kept: each entry
 * names its source (the marketplace's own published code).
 */
const FEE_RECIPIENTS: Record<string, string> = {
  // OpenSea: OPENSEA_FEE_RECIPIENT in ProjectOpenSea/opensea-js src/constants.ts (the same address on every chain).
  '0x0000a26b00c1f0df003000390027140000faa719': 'OpenSea fees',
};

export const feeRecipientName = (address: string): string | undefined => FEE_RECIPIENTS[address.toLowerCase()];

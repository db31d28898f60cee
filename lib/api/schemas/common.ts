/**
 * Schemas shared by the non-EVM groups (exchange, generic transaction,
 * enrichment): event time, connection metadata and the risk verdict.
 * Account and Connection live in ./evm (the lead's shared contract).
 */
import { z } from 'zod/mini';

/** `string<date-time>` of the spec: ISO 8601 with a `Z` or numeric offset. A bare date is rejected before sending. */
export const eventTimeSchema = z.iso.datetime({ offset: true });

/** Exchange order/withdrawal scans name the connection `connection_metadata` and the IP `customer_ip`. */
export const connectionMetadataSchema = z.object({
  user_agent: z.optional(z.string()),
  customer_ip: z.optional(z.string()),
});
export type ConnectionMetadata = z.infer<typeof connectionMetadataSchema>;

export const RISK_LEVELS = ['low', 'medium', 'high', 'severe'] as const;
export type KnownRiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Risk verdict of exchange and generic scans. `risk_level` is kept as a plain
 * string (known values in RISK_LEVELS) so a new level is carried through.
 * Label fields are "not shown": labels are kept as unknown values.
 */
export const riskVerdictSchema = z.looseObject({
  risk_level: z.string(),
  description: z.optional(z.string()),
  reason: z.optional(z.string()),
  labels: z.optional(z.array(z.unknown())),
});
export type RiskVerdict = z.infer<typeof riskVerdictSchema>;

/** A number in the response that some deployments send as a decimal string. */
export const numericSchema = z.union([z.number(), z.string()]);

/**
 * Accepts null where the service sends it and gives `undefined` instead, so
 * the rest of the code sees one "absent" (`z.optional(z.union([x, nullAsUndefined]))`).
 */
export const nullAsUndefined = z.pipe(z.null(), z.transform(() => undefined));

/** A list the service may omit or send as null: [] then. */
export const listOf = <S extends z.ZodMiniType>(item: S) => z.pipe(z.nullish(z.array(item)), z.transform((value) => value ?? []));

/** A text the service may omit or send as null: '' then. */
export const textOrEmpty = () => z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ''));

/** A map keyed by address (or any string) the service may omit or send as null: {} then. */
export const recordOf = <S extends z.ZodMiniType>(value: S) => z.pipe(z.nullish(z.record(z.string(), value)), z.transform((record) => record ?? {}));

/** Builds one typed POST endpoint: validate the request, send it, validate the answer. */
import { z } from 'zod/mini';
import { parseRequest, type ApiResult, type CallOptions, type Transport } from '../transport';

export type Endpoint<Q extends z.ZodMiniType, S extends z.ZodMiniType> = (request: z.input<Q>, options?: CallOptions) => Promise<ApiResult<z.output<S>>>;

export function postEndpoint<Q extends z.ZodMiniType, S extends z.ZodMiniType>(transport: Transport, path: string, requestSchema: Q, responseSchema: S): Endpoint<Q, S> {
  return async (request, options) => {
    const body = parseRequest(requestSchema, request, `POST ${path}`);
    return transport.send({ method: 'POST', path, body }, responseSchema, options);
  };
}

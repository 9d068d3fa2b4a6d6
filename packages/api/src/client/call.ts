// The one typed way to call an operation of the contract: its path, method and
// schemas come from the operation object, so a fetcher only says what it sends.

import {
  type AnswerOf,
  type ApiOperation,
  type BodyInputOf,
  isRawAnswer,
  type MultipartBody,
  type ParamsOf,
  pathOf,
  type QueryInputOf,
  successOf,
} from '@product/api/contract/operations/define';
import type { Options, ResponsePromise } from 'ky';
import { parse, type z } from 'zod/mini';
import { type Http, relative, searchParamsOf } from './http';

type Schema = z.core.$ZodType;

type ParamsInput<Op extends ApiOperation> = [keyof ParamsOf<Op>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<Op> };
type QueryInput<Op extends ApiOperation> = Op['query'] extends Schema
  ? { query?: QueryInputOf<Op> }
  : { query?: never };
/** A JSON body as its schema's input; a multipart one as the `FormData` the caller fills. */
type BodyInput<Op extends ApiOperation> = Op['body'] extends MultipartBody
  ? { form: FormData; body?: never }
  : Op['body'] extends Schema
    ? { body: BodyInputOf<Op>; form?: never }
    : { body?: never; form?: never };

/** What a call sends: the path's parameters, the query, and the body, each only where the operation takes one. */
export type OperationInput<Op extends ApiOperation> = ParamsInput<Op> & QueryInput<Op> & BodyInput<Op>;

/** ky's options for one call (a longer timeout, a header, an upload's `fetch`); path, method and body are the operation's. */
export type CallOptions = Omit<Options, 'method' | 'json' | 'body' | 'searchParams' | 'prefixUrl'>;

/** The input may be left out when the operation needs none (no path parameter, no body). */
type CallArguments<Op extends ApiOperation> =
  object extends OperationInput<Op>
    ? [input?: OperationInput<Op>, options?: CallOptions]
    : [input: OperationInput<Op>, options?: CallOptions];

interface LooseInput {
  params?: Readonly<Record<string, number | string>>;
  query?: object;
  body?: unknown;
  form?: FormData;
}

/**
 * Sends the operation's request and hands back ky's answer unread: for the few callers that
 * read it themselves (an import answered 200 or 202). Everyone else calls `callOperation`.
 */
export function requestOperation<const Op extends ApiOperation>(
  http: Http,
  operation: Op,
  ...[input, options]: CallArguments<Op>
): ResponsePromise {
  const { params, query, body, form } = (input ?? {}) as LooseInput;
  return http[operation.method](relative(pathOf(operation, params)), {
    ...options,
    ...(query === undefined ? {} : { searchParams: searchParamsOf(query) }),
    ...(body === undefined ? {} : { json: body }),
    ...(form === undefined ? {} : { body: form }),
  });
}

/**
 * Calls an operation: builds its path from `params`, its query from `query` (empty values left
 * out), sends `body` as JSON (or `form` as multipart), and parses the answer with the
 * operation's success schema, so an answer that does not match fails here, not in a screen.
 * A raw answer (a file, the API document) comes back as the `Response` itself.
 */
export async function callOperation<const Op extends ApiOperation>(
  http: Http,
  operation: Op,
  ...[input, options]: CallArguments<Op>
): Promise<AnswerOf<Op>> {
  const request = requestOperation(http, operation, ...([input, options] as CallArguments<Op>));
  const { answer } = successOf(operation);
  if (isRawAnswer(answer)) return (await request) as AnswerOf<Op>;
  return parse(answer, await request.json()) as AnswerOf<Op>;
}

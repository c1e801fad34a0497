import type { paths } from "./api-types";

/**
 * The types of a call, read from `paths` (api-types.ts, generated from the Worker's OpenAPI document):
 * which paths take which method, what goes in the path, the query, the headers and the body, and what a
 * successful answer holds. Nothing here is written by hand about any one route.
 */
export type Method = "get" | "post" | "put" | "patch" | "delete";

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The paths that answer `method`. */
export type PathFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Part<O, K extends "path" | "query" | "header"> = O extends { parameters: { [Q in K]?: infer X } }
  ? [X] extends [undefined]
    ? never
    : Exclude<X, undefined>
  : never;

type JsonBody<O> = O extends { requestBody?: infer R }
  ? NonNullable<R> extends { content: { "application/json": infer B } }
    ? B
    : never
  : never;
/** A body the route declares optional (every field optional) may be left out. */
type BodyRequired<O> = O extends { requestBody: unknown } ? true : false;

/** What a call takes: each part only when the route has it, required when the route requires it. */
type Field<K extends string, T, Required extends boolean> = [T] extends [never]
  ? unknown
  : Required extends true
    ? { [Q in K]: T }
    : { [Q in K]?: T };

type HasRequired<T> = [T] extends [never] ? false : Partial<T> extends T ? false : true;

export type CallOptions<P extends keyof paths, M extends Method> = Field<
  "path",
  Part<Operation<P, M>, "path">,
  HasRequired<Part<Operation<P, M>, "path">>
> &
  Field<"query", Part<Operation<P, M>, "query">, HasRequired<Part<Operation<P, M>, "query">>> &
  Field<"header", Part<Operation<P, M>, "header">, false> &
  Field<"body", JsonBody<Operation<P, M>>, BodyRequired<Operation<P, M>>> & {
    /** Sent as `Authorization: Bearer`, instead of the client's own token (a booking look-up's). */
    token?: string;
    /** Raw bytes instead of JSON (a picture to PUT /api/admin/media), sent with their own type. */
    raw?: Blob;
    signal?: AbortSignal;
  };

type Content<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** The body of a successful (2xx) answer. */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? { [S in keyof R]: S extends 200 | 201 | 202 | "200" | "201" | "202" ? Content<R[S]> : never }[keyof R]
    : never;

/** The options argument: absent when a route needs nothing, required when it needs something. */
export type OptionsArg<P extends keyof paths, M extends Method> =
  Partial<CallOptions<P, M>> extends CallOptions<P, M>
    ? [options?: CallOptions<P, M>]
    : [options: CallOptions<P, M>];

import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

// Fastify's compilers, each schema compiled once per process instead of once per app built: the tests build
// hundreds of apps, and compiling the response serializers was a third of building one.

type Validate = ReturnType<typeof TypeBoxValidatorCompiler>;
/** By schema object and request part: TypeBox schemas may hold what JSON leaves out, such as codecs. */
const validators = new WeakMap<object, Map<string, Validate>>();

/** TypeBox checks bodies exactly as written (no type coercion), so a number is never taken for a name. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart = '' }) => {
  let byPart = validators.get(schema);
  if (!byPart) validators.set(schema, (byPart = new Map()));
  let validate = byPart.get(httpPart);
  if (!validate) byPart.set(httpPart, (validate = TypeBoxValidatorCompiler({ schema, httpPart } as Parameters<typeof TypeBoxValidatorCompiler>[0])));
  return validate;
};

/** By the schema's JSON, all that fast-json-stringify reads: routes build some response schemas inline (Type.Array(…)). */
const serializers = new Map<string, (data: unknown) => string>();

/** fast-json-stringify, as Fastify's default compiler (the app adds no shared schemas with addSchema). */
export const serializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) serializers.set(key, (serialize = fastJsonStringify(schema)));
  return serialize;
};

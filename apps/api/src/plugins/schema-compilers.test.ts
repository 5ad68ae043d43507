import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from './schema-compilers';

const compileSerializer = (schema: object) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compileValidator = (schema: object, httpPart: string) => validatorCompiler({ schema, method: 'POST', url: '/x', httpPart });

describe('the compilers each app shares', () => {
  it('compiles a response schema once, for every object with its JSON, and serializes by it', () => {
    const serialize = compileSerializer(Type.Array(Type.Object({ id: Type.Integer() })));
    expect(compileSerializer(Type.Array(Type.Object({ id: Type.Integer() })))).toBe(serialize);
    expect(compileSerializer(Type.Array(Type.Object({ id: Type.String() })))).not.toBe(serialize);
    expect(serialize([{ id: 1, secret: 'left out' }])).toBe('[{"id":1}]');
  });

  it('compiles a request schema once per object and part, and checks exactly as written', () => {
    const body = Type.Object({ name: Type.String() });
    const validate = compileValidator(body, 'body');
    expect(compileValidator(body, 'body')).toBe(validate);
    expect(compileValidator(body, 'querystring')).not.toBe(validate);
    expect(validate({ name: 'Dice' })).toEqual({ value: { name: 'Dice' } });
    expect(validate({ name: 42 })).toHaveProperty('error');
  });
});

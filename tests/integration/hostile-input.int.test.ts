/**
 * Issue 22 item 7: no 500 from bad input. Every procedure of the app router, public and admin, is
 * called with inputs shaped by its own schema (so they pass the shape checks and reach the
 * service) whose leaves are hostile: text with a NUL character, integers above PostgreSQL's int4,
 * and prototype names as text and record keys. Each call must succeed or fail with a 4xx code,
 * never INTERNAL_SERVER_ERROR.
 */
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter, createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { signAccessToken } from '#server/auth/access-token.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { suiteApp } from '../support/suite-app.ts';
import { createVowVisitorCookie } from '../support/vow-visitor.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

type Mode = 'nul' | 'int4' | 'proto';
const MODES: Mode[] = ['nul', 'int4', 'proto'];

/** Candidates for patterned text (url codes, wall times, tokens, MLS numbers). */
const PATTERN_SAMPLES = ['abc123', '2030-06-01 14:30', '2030-06-01', '14:30', 'a'.repeat(64), '0'.repeat(64), 'W1234567', 'Toronto', 'x'];

function hostileText(mode: Mode, schema: JsonSchema): string {
  const base = mode === 'nul' ? 'Bad\u0000text' : mode === 'proto' ? '__proto__' : '2147483648';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base + 'x'.repeat(min - base.length);
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 1)) : text;
}

function sample(schema: JsonSchema | boolean | undefined, mode: Mode, depth = 0): unknown {
  if (schema === undefined || schema === true || schema === false || depth > 8) return 'x';
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], mode, depth + 1);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], mode, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sample(property, mode, depth + 1);
      if (typeof schema.additionalProperties === 'object') {
        for (const key of mode === 'proto' ? ['__proto__', 'constructor', 'toString'] : ['key']) {
          Object.defineProperty(value, key, {
            value: sample(schema.additionalProperties, mode, depth + 1),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
      }
      return value;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sample(item, mode, depth + 1));
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, mode, depth + 1));
    }
    case 'string': {
      if (schema.format === 'email') return mode === 'nul' ? 'a\u0000b@example.com' : 'someone@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const hostile = hostileText(mode, schema);
        return pattern.test(hostile) ? hostile : (PATTERN_SAMPLES.find((candidate) => pattern.test(candidate)) ?? hostile);
      }
      return hostileText(mode, schema);
    }
    case 'integer':
    case 'number':
      if (mode === 'int4') return schema.maximum !== undefined && schema.maximum < 2_147_483_648 ? schema.maximum : 2_147_483_648;
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return mode === 'nul' ? 'Bad\u0000text' : mode === 'proto' ? 'constructor' : 2_147_483_648;
  }
}

type ProcedureDef = { _def: { inputs: z.ZodType[]; meta?: { access?: string } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

function inputsFor(procedure: ProcedureDef): Array<[Mode, unknown]> {
  const schema = procedure._def.inputs[0];
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return MODES.map((mode) => [mode, sample(json, mode)]);
}

function callPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (target as (input?: unknown) => Promise<unknown>)(input);
}

describe('hostile input', () => {
  const t = suiteApp();
  beforeAll(async () => {
    await importSample(t, { count: 20 });
  });

  it('finds the procedures and makes inputs for them', () => {
    expect(procedures.filter(([, procedure]) => inputsFor(procedure).length > 0).length).toBeGreaterThan(50);
  });

  /**
   * A session of its own for each call (a row and a signed token, not a sign-in, which is rate
   * limited), so a procedure that ends sessions (sign-out, a password change) cannot end the walk's.
   */
  async function freshAdminToken(): Promise<string> {
    const { rows } = await t.services.pool.query<{ id: number }>('select id from app_user order by id limit 1');
    const sid = randomUUID();
    await t.services.pool.query(`insert into user_session (id, user_id, refresh_token_hash, expires_at) values ($1, $2, 'unused', now() + interval '1 hour')`, [
      sid,
      rows[0]!.id,
    ]);
    return signAccessToken({ sub: rows[0]!.id, sid }, t.services.config.env.AUTH_SECRET);
  }

  /** A visitor of its own for each call (the walk reaches account deletion too), signed in by a session row. */
  async function freshVisitorCaller() {
    const { cookie } = await createVowVisitorCookie(t.services);
    return createCaller(createContext(t.services, { ip: '127.0.0.1', cookie }));
  }

  it.each(procedures.map(([path]) => path))('%s answers hostile input without a 500', async (path) => {
    const procedure = procedures.find(([candidate]) => candidate === path)![1];
    const failures: string[] = [];
    for (const [mode, input] of inputsFor(procedure)) {
      const access = procedure._def.meta?.access;
      const callers =
        access === 'admin'
          ? [t.caller(await freshAdminToken())]
          : access === 'visitor'
            ? [await freshVisitorCaller()]
            : [t.caller(), t.caller(await freshAdminToken())];
      for (const caller of callers) {
        try {
          await callPath(caller, path, input);
        } catch (error) {
          if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') {
            const cause = error instanceof TRPCError ? error.cause : error;
            failures.push(`${mode}: ${String(cause instanceof Error ? cause.message : cause).slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

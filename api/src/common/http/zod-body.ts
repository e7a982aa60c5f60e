import { BadRequestException, Body, PipeTransform, Query } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { apiMessages, z } from '@phoneparts/contracts';

/** Validates (and strips unknown keys from) a request body with a contracts schema. */
class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    private readonly options: BodyOptions = {},
  ) {}

  transform(body: unknown): z.infer<S> {
    const value = this.options.jsonAsText && typeof body === 'string' ? parseJsonOrUndefined(body) : body;
    if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new BadRequestException(apiMessages.invalidBody);
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    // The first message is what a person reads; `issues` lists all of them for forms and tools.
    throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: issues[0].message, issues });
  }
}

interface BodyOptions {
  /**
   * Also read a `text/plain` body as JSON: what navigator.sendBeacon sends without a CORS preflight
   * (an `application/json` beacon would need one, and a page being closed does not wait for it).
   */
  jsonAsText?: boolean;
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The request body, validated by `schema` and documented with it on the OpenAPI page:
 * `handler(@ValidBody(schema) body: T)`. One decorator, so the schema checked and the schema shown cannot differ.
 */
export const ValidBody =
  <S extends z.ZodType>(schema: S, options: BodyOptions = {}): ParameterDecorator =>
  (target, method, index) => {
    Body(new ZodValidationPipe(schema, options))(target, method, index);
    // A parameter decorator sees the method's class and name; @ApiBody is a method decorator, so give it the method.
    if (method !== undefined) ApiBody({ schema: toJsonSchema(schema) })(target, method, methodOf(target, method));
  };

/** The query string, validated by `schema` (bad paging, filters or sort → 400 with a message). */
export const ValidQuery = <S extends z.ZodType>(schema: S) => Query(new ZodValidationPipe(schema));

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

const methodOf = (target: object, method: string | symbol) => Object.getOwnPropertyDescriptor(target, method)!;

import { applyDecorators, BadRequestException, Body, PipeTransform, Query } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { apiMessages, z } from '@phoneparts/contracts';

/** Validates (and strips unknown keys from) a request body with a contracts schema. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
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

/** The request body, validated by `schema`: `handler(@ValidBody(schema) body: T)`. */
export const ValidBody = <S extends z.ZodType>(schema: S) => Body(new ZodValidationPipe(schema));

/** The query string, validated by `schema` (bad paging, filters or sort → 400 with a message). */
export const ValidQuery = <S extends z.ZodType>(schema: S) => Query(new ZodValidationPipe(schema));

/** Documents a body schema in the OpenAPI page (use with @ValidBody). */
export const BodySchema = (schema: z.ZodType) =>
  applyDecorators(
    ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown> }),
  );

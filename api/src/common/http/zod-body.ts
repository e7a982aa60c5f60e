import { BadRequestException, Body, Inject, Injectable, mixin, PipeTransform, Query } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { apiMessages, defaultShopCountry, defaultShopCurrency, z } from '@phoneparts/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

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
   * What the OpenAPI page shows instead of the schema's own JSON Schema: for a body the schema cannot
   * describe (one of two shapes told apart in code).
   */
  documented?: Record<string, unknown>;
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
    documentBody(target, method, options.documented ?? toJsonSchema(schema));
  };

/** The shop's settings a body's rules depend on: its country (a phone without a country code is read in it). */
export type ShopSettings = AppConfig['shop'];

/**
 * The request body, validated by the schema made for the shop's settings (`schemaFor(config.shop)`,
 * once, when the app starts): `handler(@ShopBody((shop) => schemaFor(shop.country)) body: T)`. The
 * OpenAPI page shows the schema made for the defaults (its shape does not depend on the settings).
 */
export const ShopBody =
  <S extends z.ZodType>(schemaFor: (shop: ShopSettings) => S, options: BodyOptions = {}): ParameterDecorator =>
  (target, method, index) => {
    Body(shopBodyPipe(schemaFor, options))(target, method, index);
    const documented =
      options.documented ?? toJsonSchema(schemaFor({ country: defaultShopCountry, currency: defaultShopCurrency }));
    documentBody(target, method, documented);
  };

/** A pipe class Nest makes with the configuration injected, one per `ShopBody`. */
function shopBodyPipe<S extends z.ZodType>(schemaFor: (shop: ShopSettings) => S, options: BodyOptions) {
  @Injectable()
  class ShopBodyPipe implements PipeTransform<unknown, z.infer<S>> {
    private readonly pipe: ZodValidationPipe<S>;
    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      this.pipe = new ZodValidationPipe(schemaFor(config.shop), options);
    }
    transform(body: unknown): z.infer<S> {
      return this.pipe.transform(body);
    }
  }
  return mixin(ShopBodyPipe);
}

// A parameter decorator sees the method's class and name; @ApiBody is a method decorator, so give it the method.
function documentBody(target: object, method: string | symbol | undefined, schema: Record<string, unknown>): void {
  if (method !== undefined) ApiBody({ schema })(target, method, methodOf(target, method));
}

/** The query string, validated by `schema` (bad paging, filters or sort → 400 with a message). */
export const ValidQuery = <S extends z.ZodType>(schema: S) => Query(new ZodValidationPipe(schema));

export const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

const methodOf = (target: object, method: string | symbol) => Object.getOwnPropertyDescriptor(target, method)!;

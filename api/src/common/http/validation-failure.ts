import { BadRequestException } from '@nestjs/common';
import type { z } from '@phoneparts/contracts';

/**
 * A 400 for a zod error found by a service (a merged or nested value), in the shape the body pipe
 * answers: the first message for a person, every issue for forms and tools.
 */
export function validationFailure(error: z.ZodError, pathPrefix: string[] = []): BadRequestException {
  const issues = error.issues.map((i) => ({
    path: [...pathPrefix, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: issues[0].message, issues });
}

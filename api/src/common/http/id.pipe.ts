import { NotFoundException, PipeTransform } from '@nestjs/common';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/**
 * A route's `:id`. A malformed id names nothing, so it is a 404 with the resource's message
 * (never a database error): `@Param('id', new IdPipe(apiMessages.partNotFound)) id: string`.
 */
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}

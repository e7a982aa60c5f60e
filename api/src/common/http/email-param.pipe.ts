import { BadRequestException, PipeTransform } from '@nestjs/common';
import { emailField, validationMessages } from '@phoneparts/contracts';

/**
 * A route's `:email`: checked like every email the shop accepts (shape, length, no control
 * characters) and lower-cased, so a malformed one is a 400 before anything reads the database.
 */
export class EmailParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const parsed = emailField.safeParse(value);
    if (!parsed.success) throw new BadRequestException(validationMessages.emailInvalid);
    return parsed.data;
  }
}

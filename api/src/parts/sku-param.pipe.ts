import { BadRequestException, PipeTransform } from '@nestjs/common';
import { catalogueMessages, skuParamPattern } from '@phoneparts/contracts';

/**
 * A route's `:sku`: the shop's SKU characters, 2 to 40 of them, in either case (the lookup ignores
 * case). Anything else cannot be a SKU, so it is a 400 saying what a SKU looks like, before any read.
 */
export class SkuParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!skuParamPattern.test(value)) throw new BadRequestException(catalogueMessages.skuInvalid);
    return value.toUpperCase();
  }
}

import { Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreateTaxRateBody,
  createTaxRateSchema,
  type DeleteResult,
  type TaxRate,
  type TaxSettings,
  taxMessages as m,
  taxSettingsSchema,
  type UpdateTaxRateBody,
  updateTaxRateSchema,
} from '@phoneparts/contracts';
import { Authenticated } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody } from '../common/http/zod-body';
import { TaxService } from './tax.service';

/** Tax rates (percent) per country or region, and the shop's price basis: admins only. */
@ApiTags('tax')
@Authenticated({ admin: true })
@Controller('admin')
export class TaxRatesController {
  constructor(private readonly tax: TaxService) {}

  @Get('tax-rates')
  @ApiOperation({ summary: 'Every tax rate, by country then region (admin)' })
  list(): Promise<TaxRate[]> {
    return this.tax.listRates();
  }

  @Post('tax-rates')
  @ApiOperation({ summary: 'Adds a rate for a country, or a region of it (admin; 409 when the place has one)' })
  create(@ValidBody(createTaxRateSchema) body: CreateTaxRateBody): Promise<TaxRate> {
    return this.tax.createRate(body);
  }

  @Patch('tax-rates/:id')
  @ApiOperation({ summary: 'Changes a rate or its place (admin); orders placed before keep theirs' })
  update(
    @Param('id', new IdPipe(m.rateNotFound)) id: string,
    @ValidBody(updateTaxRateSchema) body: UpdateTaxRateBody,
  ): Promise<TaxRate> {
    return this.tax.updateRate(id, body);
  }

  @Delete('tax-rates/:id')
  @ApiOperation({ summary: 'Deletes a rate (admin): its place then takes its country’s rate, or none' })
  remove(@Param('id', new IdPipe(m.rateNotFound)) id: string): Promise<DeleteResult> {
    return this.tax.removeRate(id);
  }

  @Get('tax-settings')
  @ApiOperation({ summary: 'Whether catalogue and shipping prices include tax (admin)' })
  settings(): Promise<TaxSettings> {
    return this.tax.getSettings();
  }

  @Put('tax-settings')
  @ApiOperation({ summary: 'Sets whether catalogue and shipping prices include tax (admin)' })
  setSettings(@ValidBody(taxSettingsSchema) body: TaxSettings): Promise<TaxSettings> {
    return this.tax.setSettings(body);
  }
}

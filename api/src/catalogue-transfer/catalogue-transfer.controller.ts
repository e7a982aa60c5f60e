import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CatalogueImportQuery, catalogueImportQuerySchema } from '@phoneparts/contracts';
import { Readable } from 'node:stream';
import { Authenticated } from '../access';
import { ValidQuery } from '../common/http/zod-body';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueImportService } from './catalogue-import.service';
import { readUpload } from './csv-upload';

/** Moving the catalogue in and out as CSV (admins only). */
@ApiTags('catalogue import and export')
@Controller('admin/catalogue')
export class CatalogueTransferController {
  constructor(
    private readonly imports: CatalogueImportService,
    private readonly exports: CatalogueExportService,
  ) {}

  @Authenticated({ admin: true })
  @Post('import')
  @ApiOperation({
    summary:
      "Import parts from a CSV file sent as the body (Content-Type: text/csv, admin): `?dryRun=true` previews every row's verdict; `?mode=all-or-nothing` writes nothing when a row is refused; `?expect=` (from the preview) refuses the apply if the parts changed since",
  })
  async import(@ValidQuery(catalogueImportQuerySchema) query: CatalogueImportQuery, @Req() request: FastifyRequest) {
    return this.imports.run(await readUpload(request.body), query);
  }

  @Authenticated({ admin: true })
  @Get('export.csv')
  @ApiOperation({ summary: "Every part as CSV in the import's columns, streamed (admin)" })
  export(@Res() reply: FastifyReply) {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="catalogue.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(this.exports.csv()));
  }
}

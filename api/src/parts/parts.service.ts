import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  AddProductBody,
  apiMessages,
  catalogueMessages,
  DeleteResult,
  InsertResult,
  LowStockPart,
  LowStockQuery,
  Part,
  PartFacets,
  PartListQuery,
  priceBandProblems,
  SetStockBody,
  UpdateProductBody,
  UpdateResult,
} from '@phoneparts/contracts';
import { isUuid } from '../common/http/id.pipe';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import { EventBus } from '../events';
import { CachedAnswer, CatalogueCache, etagOf } from './catalogue-cache';
import { toPartColumns, toPartJson, toPublicPartJson } from './part.mapper';
import { PartsRepository } from './parts.repository';

/** A unique violation on save can only be the SKU (the one unique column a form writes): a 409 naming it. */
function skuTaken(sku: string | undefined) {
  return (error: unknown): never => {
    if (sku !== undefined && pgErrorCode(error) === pgErrorCodes.uniqueViolation)
      throw new ConflictException(catalogueMessages.skuTaken(sku));
    throw error;
  };
}

/** The catalogue: reading it is for anyone, changing it for admins (the controller enforces who). */
@Injectable()
export class PartsService {
  constructor(
    private readonly parts: PartsRepository,
    private readonly catalogue: CatalogueCache,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page of the catalogue (search, filters, sort) as ready JSON bytes with its total. */
  page(query: PartListQuery): Promise<CachedAnswer> {
    // Every field of the parsed query, in the schema's order: a filter added later is part of the key.
    const key = `parts ${JSON.stringify(query)}`;
    // How many parts match depends on the filters alone: every page and sort of them shares one count.
    const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
    const sharedCount = (count: () => Promise<number>) => this.catalogue.count(JSON.stringify(filters), count);
    return this.catalogue.get(key, async () => {
      const page = await this.parts.page(query, sharedCount);
      return { body: page.items.map(toPartJson), total: page.total };
    });
  }

  /** The brands (with their models) and categories the filters offer, with part counts. */
  facets(): Promise<CachedAnswer> {
    // Counts of parts, not of units: a sale leaves them as they are (stockFree).
    return this.catalogue.get(
      'facets',
      async () => {
        const rows = await this.parts.facets();
        const facets: PartFacets = {
          brands: rows.brands.map(({ brand, count }) => ({
            name: brand,
            count,
            models: rows.models.filter((m) => m.brand === brand).map(({ model, count }) => ({ name: model, count })),
          })),
          categories: rows.categories.map(({ category, count }) => ({ name: category, count })),
          grades: rows.grades.map(({ grade, count }) => ({ name: grade, count })),
        };
        return { body: facets, total: rows.brands.length };
      },
      { stockFree: true },
    );
  }

  /** One part, as JSON bytes with an ETag (the purchase page revalidates it). */
  async get(id: string): Promise<{ json: Buffer; etag: string }> {
    const row = await this.parts.findById(id);
    if (!row) throw new NotFoundException(apiMessages.partNotFound);
    const json = Buffer.from(JSON.stringify(toPartJson(row) satisfies Part));
    return { json, etag: etagOf(json) };
  }

  /**
   * One part by its SKU, as a visitor may see it (the public part page), kept like every catalogue
   * answer: any change to the catalogue drops it. Unknown: 404 (never cached, so a part added later shows).
   */
  bySku(sku: string): Promise<CachedAnswer> {
    return this.catalogue.get(`sku ${sku.toUpperCase()}`, async () => {
      const [row] = await this.parts.findBySkus([sku]);
      if (!row) throw new NotFoundException(catalogueMessages.noPartWithSku(sku.toUpperCase()));
      const threshold = row.lowStockThreshold ?? this.config.catalogue.lowStockThreshold;
      return { body: toPublicPartJson(row, threshold), total: 1 };
    });
  }

  async create(body: AddProductBody): Promise<InsertResult> {
    const columns = { warrantyDays: this.config.catalogue.warrantyDays, ...toPartColumns(body) };
    const row = await this.parts.insert(columns).catch(skuTaken(body.sku));
    // Each write here is one statement, committed when it answers: its event is heard at once.
    this.events.publish({ type: 'parts-changed', mayRaiseStock: false });
    return { acknowledged: true, insertedId: row.id };
  }

  /** Saves the form only on the version it loaded (409 when stock was sold or someone saved since). */
  async update({ id, version, ...body }: UpdateProductBody): Promise<UpdateResult> {
    if (body.priceBands === undefined) await this.checkKeptBands(id, body);
    return this.updateAtVersion(id, version, toPartColumns(body));
  }

  /**
   * An update without bands keeps the part's: they must still fit its new price and minimum order
   * (the schema could only check bands in the body). Read at any version: a save on another version
   * than the form's is refused (409) by the update itself.
   */
  private async checkKeptBands(id: string, body: { price: number; minQuantity: number }): Promise<void> {
    const part = isUuid(id) ? await this.parts.findById(id.toLowerCase()) : null;
    if (!part) return;
    const [problem] = priceBandProblems(toPartJson(part).priceBands, body);
    if (problem) throw new BadRequestException(problem.message);
  }

  /** Sets the stock the admin counted, on the version they saw, never over sales made since. */
  async setStock({ _id, version, availableQuantity }: SetStockBody): Promise<UpdateResult> {
    return this.updateAtVersion(_id, version, { availableQuantity });
  }

  private async updateAtVersion(
    id: string,
    version: number,
    values: Parameters<PartsRepository['updateAtVersion']>[2],
  ): Promise<UpdateResult> {
    const partId = isUuid(id) ? id.toLowerCase() : null;
    const row = partId ? await this.parts.updateAtVersion(partId, version, values).catch(skuTaken(values.sku)) : null;
    if (!row) {
      if (partId && (await this.parts.findById(partId))) throw new ConflictException(apiMessages.partChangedReload);
      throw new NotFoundException(apiMessages.partNotFound);
    }
    this.events.publish({ type: 'parts-changed', mayRaiseStock: true });
    return { acknowledged: true, modifiedCount: 1 };
  }

  /** The parts under their low-stock threshold (their own, or the shop's default), one page. */
  async lowStock(query: LowStockQuery): Promise<{ items: LowStockPart[]; total: number }> {
    const fallback = this.config.catalogue.lowStockThreshold;
    const page = await this.parts.lowStock(query, fallback);
    return {
      total: page.total,
      items: page.items.map((row) => ({
        _id: row.id,
        sku: row.sku,
        name: row.name,
        availableQuantity: row.availableQuantity,
        threshold: row.lowStockThreshold ?? fallback,
        version: row.version,
      })),
    };
  }

  /** Orders of the part keep their snapshot (their product id becomes null). */
  async delete(id: string): Promise<DeleteResult> {
    if (!(await this.parts.delete(id))) throw new NotFoundException(apiMessages.partNotFound);
    this.events.publish({ type: 'parts-changed', mayRaiseStock: false });
    return { acknowledged: true, deletedCount: 1 };
  }
}

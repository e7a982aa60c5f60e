import { Injectable, NotFoundException } from '@nestjs/common';
import {
  AddProductBody,
  apiMessages,
  DeleteResult,
  InsertResult,
  Part,
  SetStockBody,
  UpdateProductBody,
  UpdateResult,
} from '@phoneparts/contracts';
import { isUuid } from '../common/http/id.pipe';
import { CatalogueCache } from './catalogue-cache';
import { toPartColumns, toPartJson } from './part.mapper';
import { PartsRepository } from './parts.repository';

/** The catalogue: reading it is for anyone, changing it for admins (the controller enforces who). */
@Injectable()
export class PartsService {
  constructor(
    private readonly parts: PartsRepository,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The catalogue as ready JSON bytes. */
  listJson(): Promise<Buffer> {
    return this.catalogue.get();
  }

  async get(id: string): Promise<Part> {
    const row = await this.parts.findById(id);
    if (!row) throw new NotFoundException(apiMessages.partNotFound);
    return toPartJson(row);
  }

  async create(body: AddProductBody): Promise<InsertResult> {
    const row = await this.parts.insert(toPartColumns(body));
    this.catalogue.invalidate();
    return { acknowledged: true, insertedId: row.id };
  }

  async update({ id, ...body }: UpdateProductBody): Promise<UpdateResult> {
    const row = isUuid(id) ? await this.parts.update(id.toLowerCase(), toPartColumns(body)) : null;
    if (!row) throw new NotFoundException(apiMessages.partNotFound);
    this.catalogue.invalidate();
    return { acknowledged: true, modifiedCount: 1 };
  }

  async setStock({ _id, availableQuantity }: SetStockBody): Promise<UpdateResult> {
    const row = isUuid(_id) ? await this.parts.update(_id.toLowerCase(), { availableQuantity }) : null;
    if (!row) throw new NotFoundException(apiMessages.partNotFound);
    this.catalogue.invalidate();
    return { acknowledged: true, modifiedCount: 1 };
  }

  /** Orders of the part keep their snapshot (their product id becomes null). */
  async delete(id: string): Promise<DeleteResult> {
    if (!(await this.parts.delete(id))) throw new NotFoundException(apiMessages.partNotFound);
    this.catalogue.invalidate();
    return { acknowledged: true, deletedCount: 1 };
  }
}

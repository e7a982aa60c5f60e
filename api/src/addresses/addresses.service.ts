import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type Address,
  addressMessages as m,
  addressSchema,
  type CreateAddressBody,
  type DeleteResult,
  maxSavedAddresses,
  type SavedAddress,
  type UpdateAddressBody,
} from '@phoneparts/contracts';
import { isUuid } from '../common/http/id.pipe';
import { validationFailure } from '../common/http/validation-failure';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { retryingTransaction } from '../database/retrying-transaction';
import { toAddress, toSavedAddress } from './address.mapper';
import { AddressesRepository } from './addresses.repository';

/**
 * A buyer's address book: at most `maxSavedAddresses`, exactly one default while any is left (the
 * first saved becomes it; deleting it passes it to the oldest left). Each change holds the book's lock.
 */
@Injectable()
export class AddressesService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly book: AddressesRepository,
  ) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return (await this.book.listOf(userId)).map(toSavedAddress);
  }

  async create(userId: string, body: CreateAddressBody): Promise<SavedAddress> {
    return retryingTransaction(this.db, async (tx) => {
      await this.book.lockBook(tx, userId);
      const saved = await this.book.countOf(tx, userId);
      if (saved >= maxSavedAddresses) throw new ConflictException(m.tooManyAddresses(maxSavedAddresses));
      const row = await this.book.insert(tx, userId, body.address, false);
      if (body.isDefault || saved === 0) await this.book.makeDefault(tx, userId, row.id);
      return toSavedAddress({ ...row, isDefault: body.isDefault || saved === 0 });
    });
  }

  /**
   * Saves an address checkout was given ("save to my address book") inside checkout's transaction, so
   * the order and the saved address commit together. A full book refuses the checkout (409): nothing
   * is placed and the buyer is told why. The first address saved becomes the default.
   */
  async saveIn(tx: Tx, userId: string, address: Address): Promise<SavedAddress> {
    await this.book.lockBook(tx, userId);
    const saved = await this.book.countOf(tx, userId);
    if (saved >= maxSavedAddresses) throw new ConflictException(m.tooManyAddresses(maxSavedAddresses));
    const row = await this.book.insert(tx, userId, address, saved === 0);
    return toSavedAddress(row);
  }

  /** Changes the given fields; the merged address is checked whole (a new country, its postal code). */
  async update(userId: string, id: string, body: UpdateAddressBody): Promise<SavedAddress> {
    return retryingTransaction(this.db, async (tx) => {
      await this.book.lockBook(tx, userId);
      const row = await this.book.findOwned(id, userId, tx);
      if (!row) throw new NotFoundException(m.addressNotFound);
      const { isDefault, ...changes } = body;
      const merged = addressSchema.safeParse({ ...toAddress(row), ...withoutNulls(changes) });
      if (!merged.success) throw validationFailure(merged.error);
      const updated = await this.book.update(tx, id, merged.data);
      if (isDefault && !row.isDefault) await this.book.makeDefault(tx, userId, id);
      return toSavedAddress({ ...updated, isDefault: row.isDefault || isDefault === true });
    });
  }

  async remove(userId: string, id: string): Promise<DeleteResult> {
    return retryingTransaction(this.db, async (tx) => {
      await this.book.lockBook(tx, userId);
      const deleted = await this.book.deleteOwned(tx, id, userId);
      if (!deleted) throw new NotFoundException(m.addressNotFound);
      if (deleted.isDefault) {
        const next = await this.book.oldestOf(tx, userId);
        if (next) await this.book.makeDefault(tx, userId, next.id);
      }
      return { acknowledged: true, deletedCount: 1 };
    });
  }

  /**
   * For checkout: the address an order ships to, as a copy the order keeps. `addressId` names one of
   * the buyer's saved addresses (another account's, or none: 404); `address` is a new one, checked
   * like the book's (400 with the field's message). Exactly one of the two.
   */
  async addressForOrder(userId: string, choice: { addressId?: string; address?: unknown }): Promise<Address> {
    if (choice.addressId !== undefined) {
      const row = isUuid(choice.addressId) ? await this.book.findOwned(choice.addressId.toLowerCase(), userId) : null;
      if (!row) throw new NotFoundException(m.addressNotFound);
      return toAddress(row);
    }
    const parsed = addressSchema.safeParse(choice.address);
    if (!parsed.success) throw validationFailure(parsed.error, ['address']);
    return parsed.data;
  }
}

/** A PATCH's null clears an optional part: absent from the merged address. */
function withoutNulls(changes: Omit<UpdateAddressBody, 'isDefault'>): Partial<Address> {
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v ?? undefined]),
  );
}

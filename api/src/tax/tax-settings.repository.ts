import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { taxSettings } from '../database/schema';

/** The shop's one row of tax settings (the migration inserts it). */
@Injectable()
export class TaxSettingsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async pricesIncludeTax(db: Database | Tx = this.db): Promise<boolean> {
    const [row] = await db.select({ gross: taxSettings.pricesIncludeTax }).from(taxSettings).limit(1);
    return row?.gross ?? false;
  }

  async setPricesIncludeTax(pricesIncludeTax: boolean): Promise<void> {
    await this.db.update(taxSettings).set({ pricesIncludeTax, updatedAt: new Date() }).where(eq(taxSettings.id, true));
  }
}

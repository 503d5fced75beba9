import type { Kysely } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { DecorationSettingsBody } from '@muestrario/shared/contract';
import { DEFAULT_DECORATION_SETTINGS, decorationSettingsBodyOf, decorationSettingsOf, settingsErrors, type DecorationSettings } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

/** The key of the decoration settings' row. */
const DECORATION = 'decoration';

/**
 * Shop-wide settings an admin edits (table `shop_settings`, migration 0015). A setting without a row, or
 * whose stored JSON no longer passes the contract (a hand edit, an older shape), answers its defaults.
 */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The decoration settings as stored (the defaults' stored form when none are). */
  async decorationBody(): Promise<DecorationSettingsBody> {
    return (await this.storedDecoration()) ?? decorationSettingsBodyOf(DEFAULT_DECORATION_SETTINGS);
  }

  /** The decoration settings the rules take (`decorationInsights`, `estimateEmbroidery`). */
  async decoration(): Promise<DecorationSettings> {
    return decorationSettingsOf(await this.storedDecoration());
  }

  /** Saves the decoration settings (already validated: schema and `settingsErrors`). */
  async saveDecoration(body: DecorationSettingsBody, userId: number, now: Date): Promise<void> {
    const row = { value: JSON.stringify(body), updated_at: now.toISOString(), updated_by: userId };
    await this.db
      .insertInto('shop_settings')
      .values({ key: DECORATION, ...row })
      .onConflict((oc) => oc.column('key').doUpdateSet(row))
      .execute();
  }

  private async storedDecoration(): Promise<DecorationSettingsBody | undefined> {
    const row = await this.db.selectFrom('shop_settings').select('value').where('key', '=', DECORATION).executeTakeFirst();
    if (!row) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      return undefined;
    }
    return Value.Check(DecorationSettingsBody, value) && settingsErrors(value).length === 0 ? value : undefined;
  }
}

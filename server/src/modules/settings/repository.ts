import type { Kysely } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { DecorationSettingsBody, type DecorationSettingsView } from '@muestrario/shared/contract';
import { DEFAULT_DECORATION_SETTINGS, decorationSettingsBodyOf, decorationSettingsOf, decorationSettingsViewOf, settingsErrors, type DecorationSettings } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { MachinesRepository } from '../machines/repository';

/** The key of the decoration settings' row. */
const DECORATION = 'decoration';

/**
 * Shop-wide settings an admin edits (table `shop_settings`, migration 0015). A setting without a row, or
 * whose stored JSON no longer passes the contract (a hand edit, an older shape), answers its defaults.
 * The decoration settings' needles and speed are the estimates' embroidery machine's (issue 30,
 * migration 0026_machines moved them there): every reader gets them joined here.
 */
export class SettingsRepository {
  private readonly machines: MachinesRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.machines = new MachinesRepository(db);
  }

  /** The decoration settings as everyone reads them: stored extra time and tiers, the machine's needles and speed. */
  async decorationView(): Promise<DecorationSettingsView> {
    const [body, machine] = await Promise.all([this.decorationBody(), this.machines.forEstimates()]);
    return decorationSettingsViewOf(body, machine);
  }

  /** The decoration settings the rules take (`decorationInsights`, `estimateEmbroidery`). */
  async decoration(): Promise<DecorationSettings> {
    return decorationSettingsOf(await this.decorationView());
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

  /** The stored extra time and tiers (the defaults' when none are stored or they no longer pass the contract). */
  private async decorationBody(): Promise<DecorationSettingsBody> {
    const row = await this.db.selectFrom('shop_settings').select('value').where('key', '=', DECORATION).executeTakeFirst();
    const fallback = decorationSettingsBodyOf(DEFAULT_DECORATION_SETTINGS);
    if (!row) return fallback;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      return fallback;
    }
    return Value.Check(DecorationSettingsBody, value) && settingsErrors(value).length === 0 ? value : fallback;
  }
}

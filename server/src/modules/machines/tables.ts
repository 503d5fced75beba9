import type { ColumnType, Generated } from 'kysely';
import type { MachineKind } from '@muestrario/shared/domain';

/** The machines table (migration 0026), added to `Database` beside its area. */
declare module '../../db/types' {
  interface Database {
    machines: MachinesTable;
  }
}

export interface MachinesTable {
  id: Generated<number>;
  name: string;
  /** `machineNameKey(name)`: unique, so two machines are never named alike. */
  name_key: string;
  kind: MachineKind;
  heads: number;
  /** Embroidery machines only. */
  needles: number | null;
  stitches_per_minute: number | null;
  /** JSON of seven integers, Monday first: minutes of shifts that day (0 = closed). */
  shift_minutes: string;
  /** Integer cents per machine hour (migration 0038): what an hour of it adds to a production receipt's cost. */
  rate_cents_per_hour: ColumnType<number, number | undefined, number>;
  /** 1 active, 0 retired (kept: operations and reports may name it). */
  active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

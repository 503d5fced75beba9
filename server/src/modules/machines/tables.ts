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
  /** 1 active, 0 retired (kept: operations and reports may name it). */
  active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

import type { Kysely } from 'kysely';
import type { CreateSampleBody } from '@muestrario/shared/contract';
import { DEFAULT_CANVAS_COLOR, SAMPLE_ON_OPTIONS } from '@muestrario/shared/domain';
import { sampleSearchFold } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { clientIdByCode, insertClient } from '../clients/repository';
import type { LifecycleService } from '../lifecycle/service';

/**
 * A sample's creation (issue 29 item 2: services own every change): in one write transaction, the
 * client (an existing one by its code, or a new one from the payload: if the sample fails, no client is
 * left) and the sample, which the lifecycle service starts at the machine's first stage with its
 * 'created' event.
 */
export class SamplesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lifecycle: LifecycleService,
  ) {}

  /** Answers 'unknown-client' (nothing written) when an existing client's code is not found. */
  async create(body: CreateSampleBody, userId: number, now: Date): Promise<{ sampleId: number } | 'unknown-client'> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const clientId = body.cardCode === null ? (await insertClient(trx, body, at)).id : await clientIdByCode(trx, body.cardCode);
      if (clientId === undefined) return 'unknown-client' as const;
      const sampleId = await this.lifecycle.start(trx, {
        sample_name: body.sampleName,
        search_name: sampleSearchFold(body.sampleName),
        client_id: clientId,
        clothing_id: null,
        sample_on: SAMPLE_ON_OPTIONS[0],
        clothing_color: DEFAULT_CANVAS_COLOR,
        sample_canvas: '',
        canvas_color: DEFAULT_CANVAS_COLOR,
        notes: '',
        created_by: userId,
        create_date: at,
        due_date: body.dueDate,
        department: body.department?.trim() || null,
        updated_at: at,
      });
      return { sampleId };
    });
  }
}

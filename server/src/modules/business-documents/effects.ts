import type { Kysely } from 'kysely';
import type { BusinessDocumentKind } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { DocumentLineRow, DocumentRow } from './repository';

/*
 * Per-kind effects (issue 29 item 4): what a document does to the rest of the system when it is created,
 * copied from, edited or changes status (a delivery moves stock, an invoice asks for a CFDI…). The
 * engine calls every effect registered for the document's kind INSIDE its transaction, after its own
 * rows are written: an effect reads and writes through `trx`, and an effect that throws rolls the whole
 * change back (the document, its lines, the base's open quantities and the history). Stock and fiscal
 * effects come with issues 31 and 32; none is registered today.
 */
export type DocumentEvent = 'created' | 'updated' | 'status-changed' | 'copied-to';

export interface DocumentEffectContext {
  trx: Kysely<Database>;
  event: DocumentEvent;
  /** The document as it now is (inside the transaction). */
  document: DocumentRow;
  lines: DocumentLineRow[];
  actorId: number;
  at: string;
}

export type DocumentEffect = (context: DocumentEffectContext) => Promise<void>;

export class DocumentEffects {
  private readonly byKind = new Map<BusinessDocumentKind, DocumentEffect[]>();

  /** Registers an effect for a kind; answers a function that removes it again. */
  register(kind: BusinessDocumentKind, effect: DocumentEffect): () => void {
    const list = this.byKind.get(kind) ?? [];
    list.push(effect);
    this.byKind.set(kind, list);
    return () => {
      const current = this.byKind.get(kind) ?? [];
      this.byKind.set(
        kind,
        current.filter((e) => e !== effect),
      );
    };
  }

  /** Runs the kind's effects one after another, in registration order. */
  async run(context: DocumentEffectContext): Promise<void> {
    for (const effect of this.byKind.get(context.document.kind) ?? []) await effect(context);
  }
}

/**
 * Why a document may not change at all (a stamped CFDI never changes: issue 32), asked by the engine
 * before it edits a document or changes its status, inside its transaction. Answers the Spanish reason
 * (the engine's 409) or null.
 */
export type DocumentLock = (trx: Kysely<Database>, document: DocumentRow) => Promise<string | null>;

export class DocumentLocks {
  private readonly byKind = new Map<BusinessDocumentKind, DocumentLock[]>();

  /** Registers a lock for kinds; answers a function that removes it again. */
  register(kinds: readonly BusinessDocumentKind[], lock: DocumentLock): () => void {
    for (const kind of kinds) this.byKind.set(kind, [...(this.byKind.get(kind) ?? []), lock]);
    return () => {
      for (const kind of kinds) this.byKind.set(kind, (this.byKind.get(kind) ?? []).filter((l) => l !== lock));
    };
  }

  /** The first lock's reason, or null when none holds the document. */
  async reason(trx: Kysely<Database>, document: DocumentRow): Promise<string | null> {
    for (const lock of this.byKind.get(document.kind) ?? []) {
      const why = await lock(trx, document);
      if (why) return why;
    }
    return null;
  }
}

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiError, useAuthDetails, usePermission, useSampleSignal } from '@muestrario/shared/api';
import { EDITOR_MESSAGES, DESIGN_STAGE, deletedElsewhereNotice } from '@muestrario/shared/domain';
import type { SampleDetail } from '@muestrario/shared/contract';
import { replaceOnGarment, replacementLines } from '@muestrario/shared/rules';
import { useToast, useWarnBeforeUnload } from '@muestrario/shared/ui';
import {
  editorReducer,
  initialEditorState,
  logoFromApi,
  decorationIdOf,
  deltaOfOperations,
  operationsFor,
  parseStoredOperations,
  pendingEditsKey,
  pendingEdits,
  remoteDelta,
  textFromApi,
  viewFromApi,
  type Decoration,
  type EditorAction,
  type EditorState,
  type SyncOperation,
} from '../../model';
import { getCurrentClothing, getLogos, getTexts, selectClothing } from '@muestrario/shared/api';
import { sendOperation } from './api/editor-api';
import { arrivedRead, readDesign, type DesignRead } from './api/design-prefetch';
import { hasPendingDrafts } from './drafts/useDraftText';
import { SaveQueue, type SaveStatus } from './api/save-queue';

export const SAVE_FAILED = 'No se pudo guardar el último cambio. Sigue en pantalla: usa «Reintentar».';

export interface DesignEditor {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  loading: boolean;
  loadError: boolean;
  reload: () => Promise<void>;
  /** 'pristine' until the first save of this visit. */
  saveStatus: SaveStatus | 'pristine';
  retrySaves: () => void;
  /** Waits for every pending save; false when one failed. */
  flushSaves: () => Promise<boolean>;
  /** The garment's current clothing title, when chosen. */
  garmentTitle: string | null;
  /** Chooses the garment on the server, reloads its views (first selected) and opens garment info. */
  chooseGarment: (clothingId: number) => Promise<void>;
  /** After a garment change: what moved (one line per decoration), until dismissed. */
  garmentNotice: string[] | null;
  dismissGarmentNotice: () => void;
  /** 'Otra persona eliminó «Logo 2»': decorations deleted elsewhere while open (edits to them dropped). */
  deletedNotice: string | null;
  dismissDeletedNotice: () => void;
  /**
   * Why the user may not edit this design (the permission table's reason, 'sample.editDesign' by role and owner), or
   * null: the editor then opens read-only and says so.
   */
  refusal: string | null;
}

/** How a decoration is named in the 'deleted elsewhere' notice: the logo's name, the text itself. */
const shortName = (d: Decoration) => (d.kind === 'logo' ? d.name : d.text);

/** A save refused because its decoration is gone (404 with the decoration's own message). */
function isGone(error: unknown, op: SyncOperation): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const kind = op.op === 'patchLogo' ? 'logo' : op.op === 'patchText' ? 'text' : op.kind;
  return error.message === (kind === 'logo' ? EDITOR_MESSAGES.logoNotFound : EDITOR_MESSAGES.textNotFound);
}

/** A decoration as the seller names it: the logo's name, or the text in quotes. */
export function decorationName(d: EditorState['doc']['decorations'][number]): string {
  return d.kind === 'logo' ? d.name : `Texto «${d.text}»`;
}

/** The model's 'loaded' action for a read of the design. */
function loadedAction([garment, logos, texts]: DesignRead, readOnly: boolean): EditorAction {
  return {
    type: 'loaded',
    views: (garment?.positions ?? []).map(viewFromApi),
    decorations: [...logos.map(logoFromApi), ...texts.map(textFromApi)],
    hasGarment: garment !== null,
    readOnly,
  };
}

/**
 * The editor's state (model reducer) wired to the server: loads garment, logos and texts, and
 * turns every document change into saves (model/sync.ts) sent in order by a SaveQueue.
 */
export function useDesignEditor(sample: SampleDetail, earlyRead?: Promise<DesignRead>): DesignEditor {
  const id = sample.sampleId;
  const toast = useToast();
  // The table's answer for this sample: by role, and for a seller by owner (another seller's sample reads only).
  const permission = usePermission('sample.editDesign', { ownerId: sample.ownerId });
  const refusal = permission && !permission.allowed ? permission.reason : null;
  const readOnly = sample.sampleStage !== DESIGN_STAGE || refusal !== null;
  // An early read that has already arrived opens the editor on its first render (issue 34: the garment's
  // picture, the page's largest paint, no longer waits for a spinner's render and an effect).
  const [arrived] = useState(() => arrivedRead(earlyRead));
  const [state, rawDispatch] = useReducer(editorReducer, undefined, () =>
    arrived ? editorReducer(initialEditorState(), loadedAction(arrived, readOnly)) : initialEditorState(),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const [loading, setLoading] = useState(!arrived);
  const [loadError, setLoadError] = useState(false);
  const [garmentTitle, setGarmentTitle] = useState<string | null>(arrived?.[0]?.title ?? null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus | 'pristine'>('pristine');
  const [garmentNotice, setGarmentNotice] = useState<string[] | null>(null);
  const [deletedNotice, setDeletedNotice] = useState<string | null>(null);
  /** Saves confirmed so far: a re-read that overlapped one may be older than what this page knows. */
  const saved = useRef(0);
  // Saves not yet confirmed are kept in this tab's sessionStorage, per person and sample: a session that
  // expires mid-edit sends the user to /login and back here, where they are sent (issue 16, item 3).
  const userId = useAuthDetails().data?.id;
  const storageKey = useRef<string | null>(null);
  // The last person known: after a 401 the user is forgotten, but edits made on the way out still belong to them.
  if (userId) storageKey.current = pendingEditsKey(userId, id);
  const queue = useMemo(
    () =>
      new SaveQueue({
        send: async (op) => {
          await sendOperation(id, op);
          saved.current += 1;
        },
        isGone,
        onChange: (ops) => {
          const key = storageKey.current;
          if (!key) return;
          try {
            if (ops.length) sessionStorage.setItem(key, JSON.stringify(ops));
            else sessionStorage.removeItem(key);
          } catch {
            // Storage full or blocked: the unload warning still protects the edits.
          }
        },
        onGone: (op) => {
          const kind = op.op === 'patchLogo' ? 'logo' : op.op === 'patchText' ? 'text' : op.kind;
          const gone = stateRef.current.doc.decorations.find((d) => d.id === decorationIdOf(kind, op.serverId));
          if (!gone) return;
          const action: EditorAction = { type: 'remoteChanged', delta: { removed: [gone], added: [], changed: new Map() } };
          stateRef.current = editorReducer(stateRef.current, action);
          rawDispatch(action);
          setDeletedNotice(deletedElsewhereNotice([shortName(gone)]));
        },
        onStatus: (status, error) => {
          setSaveStatus(status);
          if (status !== 'failed') return;
          if (error instanceof ApiError && error.status === 409) {
            rawDispatch({ type: 'lockedBySend' });
            toast.error(error.message || EDITOR_MESSAGES.designSent);
          } else {
            toast.error(error instanceof ApiError && error.status < 500 ? error.message : SAVE_FAILED);
          }
        },
      }),
    [id, toast],
  );

  const dispatch = useCallback(
    (action: EditorAction) => {
      const before = stateRef.current;
      const after = editorReducer(before, action);
      stateRef.current = after;
      rawDispatch(action);
      const ops = operationsFor(action, before.doc, after.doc);
      if (ops.length) queue.enqueue(ops);
    },
    [queue],
  );

  // The first read may have been started by the page while it loaded the sample (Editor.tsx).
  const firstRead = useRef(arrived ? undefined : earlyRead);
  const reload = useCallback(async () => {
    setLoading(true);
    setLoadError(false);
    const prefetched = firstRead.current;
    firstRead.current = undefined;
    try {
      const read = await (prefetched ?? readDesign(id));
      setGarmentTitle(read[0]?.title ?? null);
      rawDispatch(loadedAction(read, readOnly));
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [id, readOnly]);

  // Read on opening, unless the first render had the read already; again when the editor's read-only
  // state changes (the permission's answer arrived, the sample moved on).
  const openedLoaded = useRef(arrived !== undefined);
  useEffect(() => {
    if (openedLoaded.current) {
      openedLoaded.current = false;
      return;
    }
    void reload();
  }, [reload]);

  // Edits kept from before a new sign-in: shown at once and sent, once per visit.
  const resumed = useRef(false);
  useEffect(() => {
    const key = storageKey.current;
    if (loading || loadError || resumed.current || !key || stateRef.current.readOnly) return;
    resumed.current = true;
    let ops: ReturnType<typeof parseStoredOperations> = [];
    try {
      ops = parseStoredOperations(sessionStorage.getItem(key));
    } catch {
      return;
    }
    if (!ops.length) return;
    const action: EditorAction = { type: 'remoteChanged', delta: deltaOfOperations(stateRef.current.doc.decorations, ops) };
    stateRef.current = editorReducer(stateRef.current, action);
    rawDispatch(action);
    queue.enqueue(ops);
  }, [loading, loadError, userId, queue]);

  // Live editing: on every signal for this sample, read the design again and merge what changed
  // elsewhere (one read at a time; a signal during a read asks for one more).
  const following = useRef<'idle' | 'reading' | 'again'>('idle');
  /** This page is choosing a garment: it reads the result itself. */
  const choosing = useRef(false);
  const follow = useCallback(async () => {
    if (choosing.current) return;
    if (following.current !== 'idle') {
      following.current = 'again';
      return;
    }
    following.current = 'reading';
    try {
      for (;;) {
        const savedBefore = saved.current;
        const [garment, logos, texts] = await Promise.all([getCurrentClothing(id), getLogos(id), getTexts(id)]);
        const current = stateRef.current;
        const views = (garment?.positions ?? []).map(viewFromApi);
        const server = [...logos.map(logoFromApi), ...texts.map(textFromApi)];
        // A signal came during the read (the ref changes between awaits), or a save landed: read again.
        const again = (following.current as string) === 'again' || saved.current !== savedBefore;
        following.current = 'reading';
        if (again) continue;
        if ((garment !== null) !== current.hasGarment || views.map((v) => v.id).join() !== current.views.map((v) => v.id).join()) {
          // The garment changed elsewhere: its views and the re-placed decorations replace what was shown.
          if (garment && !(await queue.flush())) return;
          setGarmentTitle(garment?.title ?? null);
          rawDispatch({ type: 'loaded', views, decorations: server, hasGarment: garment !== null, readOnly: current.readOnly });
          return;
        }
        const delta = remoteDelta(current.doc.decorations, server, pendingEdits(queue.operations));
        const action: EditorAction = { type: 'remoteChanged', delta };
        stateRef.current = editorReducer(current, action);
        rawDispatch(action);
        if (delta.removed.length) setDeletedNotice(deletedElsewhereNotice(delta.removed.map(shortName)));
        return;
      }
    } catch {
      // Offline for a moment: the next signal (or the reconnection) reads again.
    } finally {
      following.current = 'idle';
    }
  }, [id, queue]);
  useSampleSignal(id, () => void follow());

  // Typed text not yet sent, or saves still queued or failed: the browser asks before leaving.
  useWarnBeforeUnload(() => hasPendingDrafts() || queue.pending > 0);

  const chooseGarment = useCallback(
    async (clothingId: number) => {
      if (!(await queue.flush())) return;
      const before = stateRef.current;
      choosing.current = true;
      try {
        await selectClothing(id, clothingId);
        const [garment, logos, texts] = await Promise.all([getCurrentClothing(id), getLogos(id), getTexts(id)]);
        if (!garment) throw new Error('sin prenda');
        const views = garment.positions.map(viewFromApi);
        setGarmentTitle(garment.title);
        rawDispatch({ type: 'garmentChosen', views, decorations: [...logos.map(logoFromApi), ...texts.map(textFromApi)] });
        // The server re-placed the decorations with the shared rule; the same rule says what moved.
        if (before.hasGarment) {
          const named = new Map(before.doc.decorations.map((d) => [d.id, decorationName(d)]));
          const moved = replaceOnGarment(
            before.doc.decorations.map((d) => ({ ...d, key: d.id })),
            before.views,
            views,
          );
          const lines = replacementLines(moved, (key) => named.get(key) ?? '', (viewId) => views.find((v) => v.id === viewId)?.title ?? '');
          setGarmentNotice(lines.length ? lines : null);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) rawDispatch({ type: 'lockedBySend' });
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'No se pudo elegir la prenda. Inténtalo de nuevo.');
      } finally {
        choosing.current = false;
      }
    },
    [id, queue, toast],
  );

  return {
    chooseGarment,
    state,
    dispatch,
    loading,
    loadError,
    reload,
    saveStatus,
    retrySaves: () => queue.retry(),
    flushSaves: () => queue.flush(),
    garmentTitle,
    garmentNotice,
    dismissGarmentNotice: () => setGarmentNotice(null),
    deletedNotice,
    dismissDeletedNotice: () => setDeletedNotice(null),
    refusal,
  };
}

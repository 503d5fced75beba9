import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError, dashboardSamplesKey, endDesign, sampleKey, useDecorationSettingsBody, useMutation } from '@muestrario/shared/api';
import type { SampleDetail } from '@muestrario/shared/contract';
import { designSentNotice, type ListNoticeState } from '@muestrario/shared/domain';
import { formatLongDate } from '@muestrario/shared/rules';
import { paths, routes } from '@muestrario/shared/routes';
import { Avatar, Button, buttonClassName, LoadFailed, Spinner, StageBadge, usePageTitle, useToast } from '@muestrario/shared/ui';
import { canRedo, canUndo, MODES, selectedDecoration } from '../../model';
import { usePantones } from './api/editor-api';
import { DesignCanvas } from './canvas/DesignCanvas';
import { GarmentChooser } from './chooser/GarmentChooser';
import { LogoTabs } from './logo-tabs/LogoTabs';
import { AddTextPanel, EditLogoPanel, EditTextPanel, GarmentPanel, ProjectPanel, SendDesignDialog, UploadPanel } from './panels/lazy-panels';
import { MenuPanel } from './panels/MenuPanel';
import type { DesignRead } from './api/design-prefetch';
import { useDesignEditor } from './useDesignEditor';
import { PreviousRoundNotice } from './PreviousRoundNotice';
import { GarmentNotice } from './GarmentNotice';
import { DeletedNotice } from './presence/DeletedNotice';
import { Viewers } from './presence/Viewers';
import { useEditorShortcuts } from './useEditorShortcuts';
import { ViewButtons } from './ViewButtons';

/**
 * The canvas and what sits under it share one width: the column, but never taller than the window less
 * the top bar and the editor's header (14 rem), so at 1440×900 the whole canvas is in sight unscrolled.
 */
const CANVAS_WIDTH = 'ed:mx-auto ed:w-full ed:max-w-[min(100%,calc(100dvh-14rem))]';

/** The design editor of one sample: panel, canvas, views, logo tabs and send. */
export function DesignEditor({ sample, earlyRead }: { sample: SampleDetail; earlyRead?: Promise<DesignRead> }) {
  const editor = useDesignEditor(sample, earlyRead);
  const { state, dispatch } = editor;
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  useEditorShortcuts(state, dispatch);
  usePageTitle('Diseñar', sample.sampleName);
  const selected = selectedDecoration(state);
  const { data: catalogue = [] } = usePantones();
  // The shop's settings, asked for now; the panels and the send dialog that use them bring their defaults.
  useDecorationSettingsBody();
  const lienzo = sample.sampleOn === 'Lienzo' ? { fabric: sample.sampleCanvas, color: sample.canvasColor } : undefined;
  const readOnly = state.readOnly;

  const sendDesign = useMutation(
    async (_: void) => {
      if (!(await editor.flushSaves())) throw new Error('Hay cambios sin guardar.');
      await endDesign(sample.sampleId);
      void mutate(dashboardSamplesKey);
      void mutate(sampleKey(sample.sampleId));
      const state: ListNoticeState = { notice: designSentNotice(sample.sampleName) };
      navigate(paths.samples, { replace: true, state });
    },
    {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status < 500
            ? error.message
            : error instanceof ApiError
              ? 'No se pudo enviar el diseño. Inténtalo de nuevo.'
              : 'Hay cambios sin guardar: usa «Reintentar» antes de enviar.',
        ),
    },
  );
  const sending = sendDesign.isMutating;
  const send = () => {
    setConfirming(false);
    return sendDesign.trigger();
  };

  if (editor.loading && !state.views.length && !editor.loadError) {
    return (
      <div className="ed:flex ed:min-h-64 ed:items-center ed:justify-center ed:text-primary-700">
        <Spinner size="lg" label="Preparando el área de diseño" />
      </div>
    );
  }
  if (editor.loadError) {
    return (
      <LoadFailed title="No se pudo cargar el diseño" onRetry={() => void editor.reload()}>
        Revisa tu conexión e inténtalo de nuevo.
      </LoadFailed>
    );
  }

  const panel = (() => {
    if (state.mode === MODES.upload) return <UploadPanel sampleId={sample.sampleId} state={state} dispatch={dispatch} />;
    if (state.mode === MODES.addText) return <AddTextPanel sampleId={sample.sampleId} state={state} dispatch={dispatch} />;
    if (state.mode === MODES.editLogo && selected?.kind === 'logo') {
      const view = state.views.find((v) => v.id === selected.viewId);
      return <EditLogoPanel logo={selected} view={view} inputs={{ state, sample, catalogue }} dispatch={dispatch} readOnly={readOnly} />;
    }
    if (state.mode === MODES.editText && selected?.kind === 'text') {
      const view = state.views.find((v) => v.id === selected.viewId);
      return <EditTextPanel text={selected} view={view} inputs={{ state, sample, catalogue }} dispatch={dispatch} readOnly={readOnly} />;
    }
    if (state.mode === MODES.garmentInfo) return <GarmentPanel sample={sample} garmentTitle={editor.garmentTitle} dispatch={dispatch} readOnly={readOnly} />;
    if (state.mode === MODES.projectInfo) return <ProjectPanel sample={sample} dispatch={dispatch} readOnly={readOnly} />;
    return <MenuPanel state={state} dispatch={dispatch} garmentTitle={editor.garmentTitle} />;
  })();

  return (
    <div className="ed:flex ed:flex-col ed:gap-5">
      <header className="ed:flex ed:flex-wrap ed:items-center ed:gap-x-6 ed:gap-y-3">
        <div className="ed:w-full ed:min-w-0 ed:sm:w-auto ed:sm:flex-1">
          <p className="ed:text-sm ed:font-medium ed:text-primary-700">Diseña tu muestra</p>
          <h1 className="ed:break-words ed:sm:truncate ed:text-2xl ed:font-bold ed:tracking-tight ed:text-gray-900">{sample.sampleName}</h1>
          <div className="ed:mt-1 ed:flex ed:flex-wrap ed:items-center ed:gap-x-4 ed:gap-y-1 ed:text-sm ed:text-gray-600">
            <span className="ed:flex ed:items-center ed:gap-2">
              <Avatar name={sample.cardName} />
              <span>
                <span className="ed:sr-only">Cliente: </span>
                {sample.cardName}
              </span>
            </span>
            <StageBadge stage={sample.sampleStage} />
            {formatLongDate(sample.dueDate) && <span>Para el {formatLongDate(sample.dueDate)}</span>}
          </div>
        </div>
        <div className="ed:flex ed:items-center ed:gap-2">
          {!readOnly && <Viewers sampleId={sample.sampleId} />}
          <SaveStatus status={editor.saveStatus} onRetry={editor.retrySaves} />
          <Button variant="secondary" size="sm" aria-label="Deshacer" title="Deshacer (Ctrl+Z)" disabled={!canUndo(state)} onClick={() => dispatch({ type: 'undo' })}>
            <UndoIcon />
          </Button>
          <Button variant="secondary" size="sm" aria-label="Rehacer" title="Rehacer (Ctrl+Mayús+Z)" disabled={!canRedo(state)} onClick={() => dispatch({ type: 'redo' })}>
            <UndoIcon className="ed:-scale-x-100" />
          </Button>
        </div>
      </header>
      <PreviousRoundNotice sampleId={sample.sampleId} />

      {readOnly && (
        <div role="status" className="ed:flex ed:flex-wrap ed:items-center ed:justify-between ed:gap-3 ed:rounded-lg ed:bg-amber-50 ed:px-4 ed:py-3 ed:text-sm ed:text-amber-900 ed:ring-1 ed:ring-amber-200">
          <span>
            {editor.refusal
              ? `${editor.refusal} Puedes ver el diseño aquí y la muestra en la revisión.`
              : 'El diseño de esta muestra ya se envió; ya no se puede editar. Puedes verlo en la revisión.'}
          </span>
          <Link to={routes.sample.href({ id: sample.sampleId })} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Ver revisión
          </Link>
        </div>
      )}

      {editor.deletedNotice && <DeletedNotice message={editor.deletedNotice} onDismiss={editor.dismissDeletedNotice} />}

      {editor.garmentNotice && <GarmentNotice lines={editor.garmentNotice} onDismiss={editor.dismissGarmentNotice} />}

      <div className="ed:grid ed:gap-5 ed:lg:grid-cols-[20rem_minmax(0,1fr)] ed:xl:grid-cols-[20rem_minmax(0,1fr)_6rem]">
        <aside className="ed:order-2 ed:self-start ed:rounded-lg ed:bg-white ed:p-5 ed:ring-1 ed:ring-gray-200 ed:lg:order-none ed:lg:row-span-2">
          <Suspense fallback={<Spinner label="Cargando panel" />}>{panel}</Suspense>
        </aside>
        <div className="ed:order-1 ed:flex ed:min-w-0 ed:flex-col ed:gap-4 ed:lg:order-none">
          <div className={CANVAS_WIDTH}>
            <DesignCanvas state={state} dispatch={dispatch} garmentColor={sample.clothingColor} lienzo={lienzo} />
          </div>
          <div className="ed:xl:hidden">
            <ViewButtons state={state} dispatch={dispatch} garmentColor={sample.clothingColor} />
          </div>
        </div>
        <div className="ed:hidden ed:xl:block">
          <ViewButtons state={state} dispatch={dispatch} garmentColor={sample.clothingColor} />
        </div>
        <div className={`ed:order-3 ed:flex ed:min-w-0 ed:flex-col ed:gap-4 ed:lg:order-none ed:lg:col-start-2 ${CANVAS_WIDTH}`}>
          {state.hasGarment && <LogoTabs state={state} dispatch={dispatch} />}
          {!readOnly && (
            <div className="ed:flex ed:flex-wrap ed:items-center ed:justify-end ed:gap-3">
              <p className="ed:text-sm ed:text-gray-500">Al enviar, la muestra pasa a Renderizado y ya no se puede editar.</p>
              <Button onClick={() => setConfirming(true)} loading={sending} disabled={!state.hasGarment || sending}>
                {sending ? 'Guardando y enviando' : 'Enviar diseño'}
              </Button>
            </div>
          )}
        </div>
      </div>

      {confirming && (
        <Suspense fallback={null}>
          <SendDesignDialog state={state} inputs={{ state, sample, catalogue }} open={confirming} onOpenChange={setConfirming} onConfirm={() => void send()} />
        </Suspense>
      )}

      <GarmentChooser
        open={state.chooserOpen}
        onOpenChange={(open) => dispatch({ type: open ? 'chooserOpened' : 'chooserClosed' })}
        onChoose={editor.chooseGarment}
        currentTitle={editor.garmentTitle}
      />
    </div>
  );
}

function SaveStatus({ status, onRetry }: { status: 'pristine' | 'idle' | 'saving' | 'failed'; onRetry: () => void }) {
  if (status === 'failed') {
    return (
      <div role="alert" className="ed:flex ed:items-center ed:gap-2 ed:rounded-md ed:bg-red-50 ed:px-2.5 ed:py-1 ed:text-sm ed:text-red-800 ed:ring-1 ed:ring-red-200">
        Cambios sin guardar
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    );
  }
  return (
    <span role="status" className="ed:mr-1 ed:text-sm ed:text-gray-500">
      {status === 'saving' ? 'Guardando…' : status === 'idle' ? 'Cambios guardados' : ''}
    </span>
  );
}

function UndoIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`ed:size-5 ${className ?? ''}`}>
      <path fillRule="evenodd" d="M7.79 3.2a.75.75 0 0 1 .01 1.06L5.56 6.5h6.69a5.25 5.25 0 1 1 0 10.5H10a.75.75 0 0 1 0-1.5h2.25a3.75 3.75 0 0 0 0-7.5H5.56l2.24 2.24a.75.75 0 1 1-1.06 1.06L3.22 7.78a.75.75 0 0 1 0-1.06L6.74 3.2a.75.75 0 0 1 1.05 0Z" clipRule="evenodd" />
    </svg>
  );
}

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, importRoster, isProgramKey, rosterTemplateUrl } from '@muestrario/shared/api';
import { ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORT_MAX_ROWS, ROSTER_XLSX_MIME, type RosterImportResult } from '@muestrario/shared/domain';
import { Badge, Button, buttonClassName, Dialog, DialogClose, ErrorAlert, FileDrop, useToast } from '@muestrario/shared/ui';
import { importedMessage, importLabel, previewParts, rowsToImport } from './import-summary';
import { IssuesTable } from './IssuesTable';

export interface RosterImportDialogProps {
  programId: number;
  /** After the rows were written (the roster's SWR keys are revalidated already). */
  onImported?: (result: RosterImportResult) => void;
}

const ACCEPT = { 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'], [ROSTER_XLSX_MIME]: ['.xlsx'] };

interface Failure {
  message: string;
  problems: string[];
}

const failureOf = (error: unknown): Failure => {
  if (error instanceof ApiError) {
    const problems = (error.body as { problems?: unknown } | null)?.problems;
    return { message: error.message, problems: Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [] };
  }
  return { message: 'No pudimos enviar el archivo. Revisa tu conexión e inténtalo de nuevo.', problems: [] };
};

/**
 * 'Importar plantilla' on the program's 'Plantilla' tab (issue 35, item 2): download the template (CSV or
 * XLSX), drop the filled file, see what it would do (new, updated, rows with errors and each error by row
 * and column), then 'Importar N filas' writes the valid rows (the server checks the file again).
 */
export function RosterImportDialog({ programId, onImported }: RosterImportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title="Importar plantilla"
      trigger={<Button variant="secondary">Importar plantilla</Button>}
      description="Llena la plantilla en Excel o en otra hoja de cálculo y súbela: los empleados con su número (o su nombre) se actualizan y los demás se agregan."
    >
      {open && <ImportBody programId={programId} onImported={onImported} close={() => setOpen(false)} />}
    </Dialog>
  );
}

function ImportBody({ programId, onImported, close }: RosterImportDialogProps & { close: () => void }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RosterImportResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const check = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    setBusy('preview');
    try {
      setPreview(await importRoster(programId, chosen, 'preview'));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy('apply');
    setFailure(null);
    try {
      const result = await importRoster(programId, file, 'apply');
      await mutate(isProgramKey(programId));
      toast.success(importedMessage(result));
      onImported?.(result);
      close();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(null);
    }
  };

  const toImport = preview ? rowsToImport(preview.counts) : 0;

  return (
    <div className="bo:space-y-5">
      <section aria-labelledby="roster-template-title" className="bo:space-y-2">
        <h3 id="roster-template-title" className="bo:text-sm bo:font-semibold bo:text-gray-900">
          1. Descarga la plantilla
        </h3>
        <p className="bo:text-sm bo:text-gray-600">Trae los puestos, una columna de talla por prenda de los kits y los empleados activos de hoy.</p>
        <div className="bo:flex bo:flex-wrap bo:gap-2">
          <a href={rosterTemplateUrl(programId, 'xlsx')} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Descargar plantilla XLSX
          </a>
          <a href={rosterTemplateUrl(programId, 'csv')} download className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Descargar plantilla CSV
          </a>
        </div>
      </section>

      <section aria-labelledby="roster-file-title" className="bo:space-y-2">
        <h3 id="roster-file-title" className="bo:text-sm bo:font-semibold bo:text-gray-900">
          2. Sube el archivo lleno
        </h3>
        <FileDrop
          label="Archivo de la plantilla"
          instructions={
            <>
              <span className="bo:font-semibold bo:text-primary-600">Selecciona el archivo</span> o arrástralo aquí
            </>
          }
          accept={ACCEPT}
          maxSize={ROSTER_IMPORT_MAX_BYTES}
          disabled={busy !== null}
          onFiles={(files) => files[0] && void check(files[0])}
          hint={file ? `Archivo: ${file.name}` : `CSV (coma o punto y coma) o XLSX · hasta 2 MB y ${ROSTER_IMPORT_MAX_ROWS.toLocaleString('es-MX')} empleados`}
        />
        {busy === 'preview' && (
          <p role="status" className="bo:text-sm bo:text-gray-600">
            Revisando el archivo…
          </p>
        )}
      </section>

      {failure && (
        <ErrorAlert title={failure.message}>
          {failure.problems.length > 0 && (
            <ul className="bo:list-disc bo:space-y-1 bo:pl-5">
              {failure.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </ErrorAlert>
      )}

      {preview && (
        <section aria-labelledby="roster-preview-title" className="bo:space-y-3">
          <h3 id="roster-preview-title" className="bo:text-sm bo:font-semibold bo:text-gray-900">
            3. Revisa y confirma · {preview.rows.toLocaleString('es-MX')} {preview.rows === 1 ? 'fila leída' : 'filas leídas'}
          </h3>
          <ul aria-label="Resumen de la importación" className="bo:flex bo:flex-wrap bo:gap-2">
            {previewParts(preview.counts).map((p) => (
              <li key={p.text}>
                <Badge tone={p.tone}>{p.text}</Badge>
              </li>
            ))}
          </ul>
          {preview.counts.errors > 0 && (
            <p className="bo:text-sm bo:text-gray-700">Las filas con errores no se importan: corrígelas en el archivo y vuelve a subirlo, o importa ahora las demás.</p>
          )}
          {preview.issues.length > 0 && <IssuesTable issues={preview.issues} total={preview.issueCount} />}
        </section>
      )}

      <div className="bo:flex bo:flex-col-reverse bo:gap-2 bo:border-t bo:border-gray-200 bo:pt-4 bo:sm:flex-row bo:sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button onClick={() => void apply()} loading={busy === 'apply'} disabled={!preview || toImport === 0 || busy !== null}>
          {!preview ? 'Importar' : toImport === 0 ? 'Nada que importar' : importLabel(toImport)}
        </Button>
      </div>
    </div>
  );
}

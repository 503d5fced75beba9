import { useState } from 'react';
import { deleteJobTitle, deleteKitLine, useAllowed, useProgram } from '@muestrario/shared/api';
import type { ProgramDetail, ProgramJobTitle, ProgramKitLine } from '@muestrario/shared/domain';
import { Button, Dialog, DialogClose, EmptyState, ErrorAlert, useToast } from '@muestrario/shared/ui';
import { failureText } from '../../errors';
import { PlusIcon } from '../../icons';
import { JobTitleCard } from './JobTitleCard';
import { JobTitleDialog } from './JobTitleDialog';
import { KitLineDialog } from './KitLineDialog';

type Editing =
  | { kind: 'jobTitle'; jobTitle: ProgramJobTitle | undefined }
  | { kind: 'kitLine'; jobTitle: ProgramJobTitle; line: ProgramKitLine | undefined }
  | { kind: 'deleteJobTitle'; jobTitle: ProgramJobTitle }
  | { kind: 'deleteKitLine'; jobTitle: ProgramJobTitle; line: ProgramKitLine };

/** 'Puestos y kits': each job title with its kit; whoever keeps the program adds, renames and removes them. */
export function JobTitlesTab({ program }: { program: ProgramDetail }) {
  const mayManage = useAllowed('programs.manage', { ownerId: program.sellerId });
  const { mutate } = useProgram(program.id);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const saved = (next: ProgramDetail, message: string) => {
    close();
    void mutate(next, { revalidate: false });
    toast.success(message);
  };

  return (
    <div className="bo:space-y-6 bo:pt-6">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
        <p className="bo:max-w-prose bo:text-sm bo:text-gray-600">
          Cada puesto lleva su kit: las prendas de muestras autorizadas del cliente y cuántas piezas de cada una recibe un empleado por periodo.
        </p>
        {mayManage && (
          <Button onClick={() => setEditing({ kind: 'jobTitle', jobTitle: undefined })}>
            <PlusIcon className="bo:size-5" aria-hidden="true" />
            Nuevo puesto
          </Button>
        )}
      </div>
      {program.jobTitles.length === 0 ? (
        <EmptyState headingLevel={3} title="Aún no hay puestos" description={mayManage ? 'Agrega el primero con «Nuevo puesto»; luego arma su kit.' : 'El vendedor del programa los agrega.'} />
      ) : (
        program.jobTitles.map((jobTitle) => (
          <JobTitleCard
            key={jobTitle.id}
            jobTitle={jobTitle}
            onAddLine={mayManage ? () => setEditing({ kind: 'kitLine', jobTitle, line: undefined }) : undefined}
            onEditLine={mayManage ? (line) => setEditing({ kind: 'kitLine', jobTitle, line }) : undefined}
            onRemoveLine={mayManage ? (line) => setEditing({ kind: 'deleteKitLine', jobTitle, line }) : undefined}
            onRename={mayManage ? () => setEditing({ kind: 'jobTitle', jobTitle }) : undefined}
            onRemove={mayManage ? () => setEditing({ kind: 'deleteJobTitle', jobTitle }) : undefined}
          />
        ))
      )}
      <JobTitleDialog
        open={editing?.kind === 'jobTitle'}
        onOpenChange={(open) => !open && close()}
        programId={program.id}
        jobTitle={editing?.kind === 'jobTitle' ? editing.jobTitle : undefined}
        onSaved={(next) => saved(next, editing?.kind === 'jobTitle' && editing.jobTitle ? 'Puesto renombrado.' : 'Puesto agregado.')}
      />
      <KitLineDialog
        open={editing?.kind === 'kitLine'}
        onOpenChange={(open) => !open && close()}
        programId={program.id}
        jobTitle={editing?.kind === 'kitLine' ? editing.jobTitle : undefined}
        line={editing?.kind === 'kitLine' ? editing.line : undefined}
        onSaved={(next) => saved(next, editing?.kind === 'kitLine' && editing.line ? 'Prenda del kit guardada.' : 'Prenda agregada al kit.')}
      />
      <ConfirmRemoval
        editing={editing?.kind === 'deleteJobTitle' || editing?.kind === 'deleteKitLine' ? editing : null}
        onClose={close}
        onConfirm={async (e) => {
          const next = e.kind === 'deleteJobTitle' ? await deleteJobTitle(program.id, e.jobTitle.id) : await deleteKitLine(program.id, e.line.id);
          saved(next, e.kind === 'deleteJobTitle' ? `Puesto ${e.jobTitle.name} borrado.` : `${e.line.itemCode} quitado del kit.`);
        }}
      />
    </div>
  );
}

type Removal = Extract<Editing, { kind: 'deleteJobTitle' | 'deleteKitLine' }>;

/** 'Borrar puesto' / 'Quitar del kit', asked once; the server's refusal (employees, pieces ordered) said in the dialog. */
function ConfirmRemoval({ editing, onClose, onConfirm }: { editing: Removal | null; onClose: () => void; onConfirm: (e: Removal) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = editing?.kind === 'deleteJobTitle' ? `¿Borrar el puesto ${editing.jobTitle.name}?` : editing ? `¿Quitar ${editing.line.itemCode} del kit de ${editing.jobTitle.name}?` : '';
  const confirm = async () => {
    if (!editing) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(editing);
    } catch (error) {
      setFailure(failureText(error, 'No pudimos borrarlo. Revisa tu conexión e inténtalo de nuevo.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
      title={title}
      size="sm"
      description={editing?.kind === 'deleteJobTitle' ? 'Se borra con su kit. Un puesto con empleados no se puede borrar.' : 'Los empleados del puesto dejan de recibir esta prenda.'}
      footer={
        <>
          <Button loading={busy} onClick={() => void confirm()}>
            {editing?.kind === 'deleteJobTitle' ? 'Borrar puesto' : 'Quitar del kit'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {failure && <ErrorAlert title={failure} />}
    </Dialog>
  );
}

import { useId } from 'react';
import type { ProgramJobTitle, ProgramKitLine } from '@muestrario/shared/domain';
import { formatInteger } from '@muestrario/shared/rules';
import { Button, DataTable, type DataColumn } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../icons';

export interface JobTitleCardProps {
  jobTitle: ProgramJobTitle;
  /** Absent for whoever may not change the program. */
  onAddLine?: () => void;
  onEditLine?: (line: ProgramKitLine) => void;
  onRemoveLine?: (line: ProgramKitLine) => void;
  onRename?: () => void;
  onRemove?: () => void;
}

/** One job title: its name, employees, and its kit as a table (cards on a phone). */
export function JobTitleCard({ jobTitle, onAddLine, onEditLine, onRemoveLine, onRename, onRemove }: JobTitleCardProps) {
  const headingId = useId();
  const pieces = jobTitle.kit.reduce((sum, l) => sum + l.piecesPerPeriod, 0);
  return (
    <section aria-labelledby={headingId} className="bo:rounded-lg bo:border bo:border-gray-200">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:border-b bo:border-gray-200 bo:bg-gray-50 bo:px-4 bo:py-3">
        <div className="bo:min-w-0">
          <h3 id={headingId} className="bo:font-semibold bo:text-gray-900">
            {jobTitle.name}
          </h3>
          <p className="bo:text-sm bo:text-gray-600">
            {formatInteger(jobTitle.employeeCount)} {jobTitle.employeeCount === 1 ? 'empleado activo' : 'empleados activos'} · {formatInteger(pieces)}{' '}
            {pieces === 1 ? 'pieza' : 'piezas'} por empleado por periodo
          </p>
        </div>
        <div className="bo:flex bo:flex-wrap bo:gap-2">
          {onAddLine && (
            <Button size="sm" onClick={onAddLine} aria-label={`Agregar prenda al kit de ${jobTitle.name}`}>
              <PlusIcon className="bo:size-4" aria-hidden="true" />
              Agregar prenda
            </Button>
          )}
          {onRename && (
            <Button size="sm" variant="secondary" onClick={onRename} aria-label={`Renombrar ${jobTitle.name}`}>
              <PencilIcon className="bo:size-4" aria-hidden="true" />
              Renombrar
            </Button>
          )}
          {onRemove && (
            <Button size="sm" variant="secondary" onClick={onRemove} aria-label={`Borrar el puesto ${jobTitle.name}`}>
              <TrashIcon className="bo:size-4" aria-hidden="true" />
              Borrar
            </Button>
          )}
        </div>
      </div>
      {jobTitle.kit.length === 0 ? (
        <p className="bo:px-4 bo:py-6 bo:text-sm bo:text-gray-600">Su kit está vacío{onAddLine ? ': agrega la primera prenda.' : '.'}</p>
      ) : (
        <DataTable
          rows={jobTitle.kit}
          columns={kitColumns(onEditLine, onRemoveLine)}
          rowKey={(l) => l.id}
          label={`Kit de ${jobTitle.name}`}
          cardClassName="bo:space-y-1"
          card={(l) => (
            <>
              <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
                <Style line={l} />
                <span className="bo:shrink-0 bo:font-medium bo:text-gray-900">× {l.piecesPerPeriod}</span>
              </div>
              <Colour line={l} />
              <p className="bo:text-sm bo:text-gray-600">Muestra: {l.sampleName}</p>
              <LineActions line={l} onEdit={onEditLine} onRemove={onRemoveLine} />
            </>
          )}
        />
      )}
    </section>
  );
}

function Style({ line }: { line: ProgramKitLine }) {
  return (
    <div className="bo:min-w-0">
      <div className="bo:font-medium bo:text-gray-900">{line.itemCode}</div>
      <div className="bo:text-sm bo:text-gray-600">{line.itemDescription}</div>
    </div>
  );
}

function Colour({ line }: { line: ProgramKitLine }) {
  return (
    <span className="bo:inline-flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
      <span aria-hidden="true" className="bo:inline-block bo:size-3 bo:rounded-full bo:ring-1 bo:ring-gray-300" style={{ backgroundColor: line.colourHex }} />
      {line.colourName}
    </span>
  );
}

function LineActions({ line, onEdit, onRemove }: { line: ProgramKitLine; onEdit?: (l: ProgramKitLine) => void; onRemove?: (l: ProgramKitLine) => void }) {
  if (!onEdit && !onRemove) return null;
  return (
    <div className="bo:flex bo:justify-end bo:gap-2">
      {onEdit && (
        <Button size="sm" variant="secondary" onClick={() => onEdit(line)} aria-label={`Editar ${line.itemCode} ${line.colourName}`}>
          Editar
        </Button>
      )}
      {onRemove && (
        <Button size="sm" variant="secondary" onClick={() => onRemove(line)} aria-label={`Quitar ${line.itemCode} ${line.colourName} del kit`}>
          Quitar
        </Button>
      )}
    </div>
  );
}

function kitColumns(onEdit?: (l: ProgramKitLine) => void, onRemove?: (l: ProgramKitLine) => void): readonly DataColumn<ProgramKitLine>[] {
  const columns: DataColumn<ProgramKitLine>[] = [
    { key: 'style', header: 'Estilo', rowHeader: true, cell: (l) => <Style line={l} /> },
    { key: 'colour', header: 'Color', cell: (l) => <Colour line={l} /> },
    { key: 'sample', header: 'Muestra autorizada', className: 'bo:text-gray-700', cell: (l) => l.sampleName },
    { key: 'sizes', header: 'Tallas', className: 'bo:text-gray-600', cell: (l) => l.sizes.join(', ') },
    { key: 'pieces', header: 'Piezas por periodo', align: 'right', className: 'bo:font-medium bo:text-gray-900', cell: (l) => l.piecesPerPeriod },
  ];
  if (onEdit || onRemove) {
    columns.push({ key: 'actions', header: 'Acciones', hideHeader: true, align: 'right', cell: (l) => <LineActions line={l} onEdit={onEdit} onRemove={onRemove} /> });
  }
  return columns;
}

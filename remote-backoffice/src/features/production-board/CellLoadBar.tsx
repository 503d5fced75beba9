import type { CellLoad } from '@muestrario/shared/rules';

/** '320 de 480 min' with a bar; 'Sobrecargada' in words (and red) past capacity; 'Cerrado' on a day without capacity. */
export function CellLoadBar({ load }: { load: CellLoad }) {
  if (load.closed && load.load === 0) return <p className="bo:text-xs bo:font-medium bo:text-gray-700">Cerrado</p>;
  return (
    <div className="bo:text-xs">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-x-2">
        <span className={load.overloaded ? 'bo:font-semibold bo:text-red-700' : 'bo:text-gray-700'}>{load.text}</span>
        {load.closed && <span className="bo:font-medium bo:text-gray-700">Cerrado</span>}
        {load.overloaded && <span className="bo:font-semibold bo:text-red-700">Sobrecargada</span>}
      </div>
      <div className="bo:mt-1 bo:h-1.5 bo:overflow-hidden bo:rounded-full bo:bg-gray-200" aria-hidden="true">
        <div className={`bo:h-full bo:rounded-full ${load.overloaded ? 'bo:bg-red-600' : 'bo:bg-primary-600'}`} style={{ width: `${load.percent}%` }} />
      </div>
    </div>
  );
}

/** The look of a cell: red-tinted when overloaded, grey when closed. */
export function cellClassName(load: CellLoad): string {
  if (load.overloaded) return 'bo:bg-red-50';
  if (load.closed) return 'bo:bg-gray-100';
  return '';
}

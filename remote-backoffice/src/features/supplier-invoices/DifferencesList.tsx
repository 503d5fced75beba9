import type { CfdiDifference } from '@muestrario/shared/contract';

/** The differences between a CFDI and its receipt, or a line saying there are none. */
export function DifferencesList({ differences }: { differences: readonly CfdiDifference[] }) {
  if (differences.length === 0) return <p className="bo:text-sm bo:text-green-800">Sin diferencias con la entrada de mercancía.</p>;
  return (
    <div>
      <h3 className="bo:text-sm bo:font-semibold bo:text-amber-900">Diferencias ({differences.length})</h3>
      <ul className="bo:mt-1 bo:list-disc bo:space-y-1 bo:pl-5 bo:text-sm bo:text-amber-900">
        {differences.map((d, i) => (
          <li key={i}>{d.message}</li>
        ))}
      </ul>
    </div>
  );
}

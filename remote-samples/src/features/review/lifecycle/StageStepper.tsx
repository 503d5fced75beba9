import type { SampleLifecycle } from '@muestrario/shared/contract';
import { STAGES } from '@muestrario/shared/domain';
import { exactTime, formatDateTime } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';

/** The eight stages with the date each was reached in the current round; the current one marked. */
export function StageStepper({ lifecycle }: { lifecycle: SampleLifecycle }) {
  const reached = new Map(lifecycle.stageDates.map((d) => [d.stage, d.reachedAt]));
  return (
    <nav aria-label={`Etapas de la muestra${lifecycle.round > 1 ? `, ronda ${lifecycle.round}` : ''}`} className="ms:print:hidden">
      <ol className="ms:grid ms:grid-cols-2 ms:gap-2 ms:sm:grid-cols-4 ms:xl:grid-cols-8">
        {STAGES.map((stage) => {
          const at = reached.get(stage.code) ?? null;
          const current = stage.code === lifecycle.stage;
          return (
            <li
              key={stage.code}
              aria-current={current ? 'step' : undefined}
              className={cx(
                'ms:rounded-md ms:border ms:px-3 ms:py-2 ms:text-xs',
                current
                  ? stage.code === 8
                    ? 'ms:border-red-300 ms:bg-red-50 ms:text-red-800'
                    : 'ms:border-primary-300 ms:bg-primary-50 ms:text-primary-800'
                  : at
                    ? 'ms:border-gray-200 ms:bg-white ms:text-gray-700'
                    : 'ms:border-dashed ms:border-gray-300 ms:text-gray-500',
              )}
            >
              <span className="ms:block ms:font-semibold">
                {stage.code}. {stage.name}
              </span>
              <span className="ms:block" title={at ? exactTime(at) : undefined}>
                {at ? formatDateTime(at) : 'Sin llegar'}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

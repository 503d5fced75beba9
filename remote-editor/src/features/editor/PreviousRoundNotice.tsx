import { useSampleRounds } from '@muestrario/shared/api';
import { previousRoundFailure } from '@muestrario/shared/rules';

/**
 * In round 2 and later: why the previous round failed (quality's reason and failed points, or the
 * customer's changes), so the designer fixes what was wrong (issue 33). Nothing in round 1.
 */
export function PreviousRoundNotice({ sampleId }: { sampleId: number }) {
  const { data: rounds } = useSampleRounds(sampleId);
  const failure = rounds ? previousRoundFailure(rounds) : null;
  if (!failure) return null;
  return (
    <section
      aria-labelledby="previous-round-title"
      className="ed:rounded-md ed:border ed:border-amber-300 ed:bg-amber-50 ed:px-4 ed:py-3 ed:text-sm ed:text-amber-900"
    >
      <h2 id="previous-round-title" className="ed:font-semibold">
        Por qué no pasó la ronda {failure.round}: {failure.title}
      </h2>
      {failure.detail && <p className="ed:mt-1 ed:whitespace-pre-line">{failure.detail}</p>}
      {failure.points.length > 0 && (
        <ul aria-label="Puntos con falla" className="ed:mt-1 ed:list-disc ed:pl-5">
          {failure.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

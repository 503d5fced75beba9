import { useAuthDetails, useSampleViewers } from '@muestrario/shared/api';
import { initialsOf } from '@muestrario/shared/rules';

/**
 * Who else has this sample's editor open (issue 16): initials in the toolbar, full names for screen
 * readers and on hover. This page announces itself while open; nothing shows when alone.
 */
export function Viewers({ sampleId }: { sampleId: number }) {
  const { data: me } = useAuthDetails();
  const { data: viewers } = useSampleViewers(sampleId);
  const others = (viewers ?? []).filter((v) => v.id !== me?.id);
  if (!others.length) return null;
  const names = others.map((v) => `${v.firstName} ${v.lastName}`.trim());
  const label = `También en el editor: ${names.join(', ')}`;
  return (
    <ul aria-label={label} title={label} className="ed:mr-1 ed:flex ed:-space-x-1.5">
      {others.map((v, i) => (
        <li
          key={v.id}
          aria-label={names[i]}
          className="ed:inline-flex ed:size-8 ed:items-center ed:justify-center ed:rounded-full ed:bg-amber-100 ed:text-xs ed:font-semibold ed:text-amber-900 ed:ring-2 ed:ring-white"
        >
          <span aria-hidden="true">{initialsOf(v.firstName, v.lastName)}</span>
        </li>
      ))}
    </ul>
  );
}

import type { PublicGarmentType } from '@muestrario/shared/contract';
import { Field, Select } from '@muestrario/shared/ui';

/**
 * One size per garment of a job title's kit, each offering only its style's run (issue 35: sizes outside the
 * run are refused by the server too). Errors beside their select, keyed by garment type.
 */
export function SizeFields({
  garments,
  sizes,
  errors,
  onChange,
}: {
  garments: readonly PublicGarmentType[];
  sizes: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (garmentType: string, size: string) => void;
}) {
  if (!garments.length) return <p className="text-sm text-gray-500">El kit de este puesto no lleva prendas con talla.</p>;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">Tallas</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {garments.map((g) => (
          <Field key={g.garmentType} label={`Talla de ${g.label}`} error={errors[g.garmentType]} required>
            <Select value={sizes[g.garmentType] ?? ''} onChange={(e) => onChange(g.garmentType, e.target.value)} placeholder="Elige la talla" options={g.sizes.map((s) => ({ value: s, label: s }))} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** The garment types a job title's kit needs, as the page describes them. */
export function garmentsOf(jobTitleId: number | undefined, jobTitles: readonly { id: number; garmentTypes: string[] }[], garmentTypes: readonly PublicGarmentType[]): PublicGarmentType[] {
  const title = jobTitles.find((t) => t.id === jobTitleId);
  return (title?.garmentTypes ?? []).flatMap((type) => garmentTypes.find((g) => g.garmentType === type) ?? []);
}

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClassName } from '@muestrario/shared/ui';
import { PARTNER_PHOTO_NOTE, photoProblem } from './partner-draft';

/** The partner's photo with 'Cambiar foto' (JPG, GIF or PNG up to 1 MB, previewed here only). */
export function PhotoBlock({ photoUrl, onChange }: { photoUrl: string | null; onChange: (url: string | null) => void }) {
  const inputId = useId();
  const noteId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    if (why) return;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    onChange(objectUrl.current);
  };

  return (
    <div className="bo:flex bo:items-center bo:gap-5 bo:lg:flex-col bo:lg:items-start">
      {photoUrl ? (
        <img src={photoUrl} alt="Foto del socio" width={96} height={96} className="bo:size-24 bo:shrink-0 bo:rounded-lg bo:object-cover bo:ring-1 bo:ring-gray-200" />
      ) : (
        <span className="bo:flex bo:size-24 bo:shrink-0 bo:items-center bo:justify-center bo:rounded-lg bo:bg-gray-100 bo:text-xs bo:text-gray-500">
          Sin foto
        </span>
      )}
      <div>
        <input id={inputId} type="file" accept="image/jpeg,image/gif,image/png" aria-describedby={noteId} onChange={choose} className="bo:peer bo:sr-only" />
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary', className: 'bo:peer-focus-visible:outline-2 bo:peer-focus-visible:outline-primary-700' })}
        >
          Cambiar foto
        </label>
        <p id={noteId} className="bo:mt-2 bo:text-xs bo:text-gray-500">
          {PARTNER_PHOTO_NOTE}
        </p>
        {problem && (
          <p role="alert" className="bo:mt-2 bo:text-sm bo:text-red-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

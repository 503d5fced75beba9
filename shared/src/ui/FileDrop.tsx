import { useId, useState, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { cx } from './cx';
import { fileRejectionMessage, formatBytes, describeAccept, type FileDropLimits } from './file-drop-messages';
import { UploadIcon } from './icons';

export interface FileDropProps {
  /** Visible name of the drop zone ('Logotipo'). */
  label: string;
  /** The call to action inside the zone; default 'Selecciona un archivo o arrástralo aquí'. */
  instructions?: ReactNode;
  /** MIME type → extensions, as react-dropzone: `{ 'image/png': ['.png'] }`. */
  accept?: Record<string, string[]>;
  /** Largest file in bytes. */
  maxSize?: number;
  minSize?: number;
  multiple?: boolean;
  /** With `multiple`, how many files at once (0 = any). */
  maxFiles?: number;
  /** The accepted files of one drop or pick. */
  onFiles: (files: File[]) => void;
  /** Upload progress 0..100; a progress bar while it is set. */
  progress?: number | null;
  /** An error from outside (e.g. the upload failed). */
  error?: string | null;
  disabled?: boolean;
  /**
   * The one note under the zone, replacing the one made from `accept` and `maxSize` ('.png · hasta 1 MB'),
   * e.g. the spec's 'PNG, JPG, SVG (Max. 5MB)'.
   */
  hint?: string;
  /** A small zone without the icon (beside a picture, in a narrow column). */
  compact?: boolean;
  className?: string;
}

/** A zone to drop files on or click to pick them; rejected files are explained in Spanish. */
export function FileDrop({ label, instructions, accept, maxSize, minSize, multiple = false, maxFiles = 0, onFiles, progress, error, disabled, hint, compact = false, className }: FileDropProps) {
  const id = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const limits: FileDropLimits = { accept, maxSize, minSize, maxFiles: multiple ? maxFiles : 1 };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    minSize,
    multiple,
    maxFiles: multiple ? maxFiles : 0,
    disabled,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const messages = rejected.flatMap((r) => r.errors.map((e) => `${r.file.name}: ${fileRejectionMessage(e.code, limits)}`));
      setRejections([...new Set(messages)]);
      if (accepted.length > 0) onFiles(accepted);
    },
  });
  const errors = [...rejections, ...(error ? [error] : [])];
  const hintParts = hint ? [hint] : [accept && describeAccept(accept), maxSize !== undefined && `hasta ${formatBytes(maxSize)}`].filter(Boolean);
  const uploading = progress !== null && progress !== undefined;
  const value = Math.max(0, Math.min(100, Math.round(progress ?? 0)));

  return (
    <div className={className}>
      <p id={`${id}-label`} className="ui:text-sm/6 ui:font-medium ui:text-gray-900">
        {label}
      </p>
      {/* The input sits outside the button (no nested interactive element); the zone opens it. */}
      <input {...getInputProps()} data-testid="file-drop-input" />
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': `${id}-label ${id}-action`,
          'aria-describedby': hintParts.length > 0 ? `${id}-hint` : undefined,
          'aria-disabled': disabled || undefined,
        })}
        className={cx(
          'ui:mt-2 ui:flex ui:cursor-pointer ui:flex-col ui:items-center ui:rounded-lg ui:border ui:border-dashed ui:text-center',
          compact ? 'ui:px-3 ui:py-3' : 'ui:px-6 ui:py-8',
          'ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-primary-600',
          isDragActive ? 'ui:border-primary-600 ui:bg-primary-50' : errors.length > 0 ? 'ui:border-red-300' : 'ui:border-gray-300',
          disabled && 'ui:cursor-not-allowed ui:opacity-60',
        )}
      >
        {!compact && <UploadIcon className="ui:size-10 ui:text-gray-400" />}
        <p id={`${id}-action`} className={cx('ui:text-sm ui:text-gray-600', !compact && 'ui:mt-3')}>
          {instructions ?? (
            <>
              <span className="ui:font-semibold ui:text-primary-600">{multiple ? 'Selecciona archivos' : 'Selecciona un archivo'}</span> o
              arrástralo aquí
            </>
          )}
        </p>
      </div>
      {/* Outside the button, so its accessible name is exactly its visible text (WCAG 2.5.3). */}
      {hintParts.length > 0 && (
        <p id={`${id}-hint`} className="ui:mt-2 ui:text-xs ui:text-gray-500">
          {hintParts.join(' · ')}
        </p>
      )}
      {uploading && (
        <div className="ui:mt-3">
          <div
            role="progressbar"
            aria-label={`Subiendo ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            className="ui:h-2 ui:w-full ui:overflow-hidden ui:rounded-full ui:bg-gray-200"
          >
            <div className="ui:h-full ui:rounded-full ui:bg-primary-600 ui:transition-[width]" style={{ width: `${value}%` }} />
          </div>
          <p className="ui:mt-1 ui:text-xs ui:text-gray-500">{value} %</p>
        </div>
      )}
      {errors.length > 0 && (
        <div role="alert" className="ui:mt-2 ui:space-y-1 ui:text-sm ui:text-red-600">
          {errors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </div>
  );
}

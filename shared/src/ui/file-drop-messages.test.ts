import { describeAccept, fileRejectionMessage, formatBytes } from './file-drop-messages';

describe('fileRejectionMessage', () => {
  const limits = { accept: { 'image/png': ['.png'], 'image/svg+xml': ['.svg'] }, maxSize: 5 * 1024 * 1024, minSize: 1024, maxFiles: 3 };

  it('explains each react-dropzone error code in Spanish, with the limit', () => {
    expect(fileRejectionMessage('file-invalid-type', limits)).toBe('Tipo de archivo no permitido. Usa: .png, .svg.');
    expect(fileRejectionMessage('file-too-large', limits)).toBe('El archivo pesa más de 5 MB.');
    expect(fileRejectionMessage('file-too-small', limits)).toBe('El archivo pesa menos de 1 KB.');
    expect(fileRejectionMessage('too-many-files', limits)).toBe('Solo puedes subir 3 archivos a la vez.');
  });

  it('has a message without limits and for unknown codes', () => {
    expect(fileRejectionMessage('file-invalid-type', {})).toBe('Tipo de archivo no permitido.');
    expect(fileRejectionMessage('file-too-large', {})).toBe('El archivo es demasiado grande.');
    expect(fileRejectionMessage('too-many-files', {})).toBe('Solo puedes subir un archivo a la vez.');
    expect(fileRejectionMessage('something-else', limits)).toBe('No se pudo usar este archivo.');
  });
});

describe('formatBytes and describeAccept', () => {
  it('writes sizes and accepted types for people', () => {
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(12)).toBe('12 bytes');
    expect(describeAccept({ 'application/pdf': [] })).toBe('application/pdf');
    expect(describeAccept(undefined)).toBe('');
  });
});

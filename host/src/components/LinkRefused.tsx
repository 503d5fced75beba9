import type { ReactNode } from 'react';

/**
 * A public link that does not open (the approval page, the HR portal): why, in Spanish, and nothing else of
 * what it named. `children` adds what may still be done (the approval's signed proof).
 */
export function LinkRefused({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="refused-title" className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-6 text-center shadow-sm">
      <h1 id="refused-title" className="text-xl font-semibold text-gray-900">
        Este enlace no está disponible
      </h1>
      <p role="alert" className="mt-3 text-base text-gray-700">
        {message}
      </p>
      {children}
    </section>
  );
}

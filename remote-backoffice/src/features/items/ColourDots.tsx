/** A style's colours as small swatches, each named for screen readers (and on hover). */
export function ColourDots({ colours }: { colours: readonly { name: string; hex: string }[] }) {
  return (
    <ul className="bo:flex bo:flex-wrap bo:gap-1" aria-label={`Colores: ${colours.map((c) => c.name).join(', ')}`}>
      {colours.map((c) => (
        <li key={`${c.name}${c.hex}`} title={c.name} className="bo:size-4 bo:rounded-full bo:ring-1 bo:ring-gray-300" style={{ backgroundColor: c.hex }}>
          <span className="bo:sr-only">{c.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The "plant photo" of the sign-in screen (docs/requirements.md §2). No photographs are available offline, so this is
 * a bundled SVG illustration of an industrial sewing plant: sawtooth skylights, tall windows, rows of
 * industrial sewing machines, a rack of uniforms and thread cones. Inline so it costs no request.
 */
const MACHINE_ROWS = [
  { y: 520, scale: 0.5, xs: [70, 200, 330, 460, 590], colors: ['#f59e0b', '#38bdf8', '#f472b6', '#34d399', '#a78bfa'] },
  { y: 620, scale: 0.72, xs: [20, 200, 380, 560], colors: ['#60a5fa', '#fbbf24', '#f87171', '#2dd4bf'] },
  { y: 750, scale: 1, xs: [-30, 220, 470], colors: ['#fb7185', '#818cf8', '#facc15'] },
];

const SHIRTS = ['#1d4ed8', '#f97316', '#e5e7eb', '#15803d', '#0f766e', '#b91c1c', '#fde047'];
const CONES = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16'];

export function WorkshopIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 800 1000"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Ilustración de una planta de confección industrial con máquinas de coser y uniformes"
      focusable="false"
    >
      <defs>
        <linearGradient id="ws-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
        <linearGradient id="ws-floor" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3730a3" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
        <linearGradient id="ws-window" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c7d2fe" stopOpacity="0.9" />
          <stop offset="1" stopColor="#818cf8" stopOpacity="0.35" />
        </linearGradient>
        <linearGradient id="ws-light" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3c7" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fef3c7" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="ws-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.55" stopColor="#1e1b4b" stopOpacity="0" />
          <stop offset="1" stopColor="#1e1b4b" stopOpacity="0.9" />
        </linearGradient>
        <symbol id="ws-machine" viewBox="0 0 240 170">
          {/* table */}
          <rect x="0" y="104" width="240" height="12" rx="2" fill="#e0e7ff" />
          <rect x="12" y="116" width="8" height="54" fill="#a5b4fc" />
          <rect x="220" y="116" width="8" height="54" fill="#a5b4fc" />
          <rect x="150" y="116" width="50" height="34" rx="3" fill="#6366f1" />
          {/* fabric on the bed */}
          <path d="M20 104 L40 92 L112 92 L100 104 Z" fill="currentColor" />
          {/* machine */}
          <rect x="34" y="84" width="150" height="20" rx="4" fill="#f8fafc" />
          <rect x="150" y="30" width="30" height="60" rx="6" fill="#f1f5f9" />
          <rect x="56" y="28" width="124" height="24" rx="10" fill="#f8fafc" />
          <rect x="50" y="28" width="26" height="50" rx="5" fill="#e2e8f0" />
          <rect x="58" y="78" width="3" height="12" fill="#94a3b8" />
          <circle cx="188" cy="46" r="14" fill="#cbd5e1" />
          <circle cx="188" cy="46" r="5" fill="#64748b" />
          <rect x="96" y="34" width="40" height="4" rx="2" fill="#6366f1" />
          {/* thread spool */}
          <rect x="129" y="10" width="3" height="20" fill="#94a3b8" />
          <path d="M122 10 L139 10 L136 24 L125 24 Z" fill="currentColor" />
          <path d="M130 12 C 100 16, 80 20, 64 30" stroke="currentColor" strokeWidth="1" fill="none" opacity="0.7" />
          {/* lamp */}
          <path d="M70 28 L70 16 L86 16" stroke="#94a3b8" strokeWidth="3" fill="none" />
        </symbol>
        <symbol id="ws-shirt" viewBox="0 0 60 74">
          <path d="M21 4 L39 4 Q30 12 21 4 Z" fill="#0f172a" opacity="0.25" />
          <path d="M20 2 Q30 12 40 2 L60 13 L52 28 L46 24 L46 74 L14 74 L14 24 L8 28 L0 13 Z" fill="currentColor" />
          <path d="M30 12 L30 74" stroke="#0f172a" strokeOpacity="0.12" strokeWidth="1" />
        </symbol>
      </defs>

      {/* wall */}
      <rect width="800" height="1000" fill="url(#ws-wall)" />

      {/* sawtooth roof with skylights */}
      {Array.from({ length: 6 }, (_, i) => (
        <g key={`roof-${i}`} transform={`translate(${i * 140 - 20} 0)`}>
          <path d="M0 130 L140 40 L140 130 Z" fill="#1e1b4b" />
          <path d="M140 40 L140 130 L128 130 L128 48 Z" fill="url(#ws-window)" />
          <path d="M0 130 L140 40" stroke="#4338ca" strokeWidth="3" />
        </g>
      ))}
      <rect x="0" y="130" width="800" height="10" fill="#4338ca" />

      {/* tall windows on the back wall */}
      {Array.from({ length: 4 }, (_, i) => (
        <g key={`win-${i}`} transform={`translate(${40 + i * 190} 190)`}>
          <rect width="130" height="250" rx="4" fill="url(#ws-window)" />
          <path d="M43 0 V250 M87 0 V250 M0 62 H130 M0 125 H130 M0 187 H130" stroke="#312e81" strokeWidth="4" />
          <rect width="130" height="250" rx="4" fill="none" stroke="#4338ca" strokeWidth="6" />
        </g>
      ))}

      {/* pendant lamps and their light */}
      {[130, 400, 670].map((x) => (
        <g key={`lamp-${x}`}>
          <line x1={x} y1="140" x2={x} y2="300" stroke="#6366f1" strokeWidth="2" />
          <path d={`M${x - 26} 318 L${x - 14} 300 L${x + 14} 300 L${x + 26} 318 Z`} fill="#e0e7ff" />
          <path d={`M${x - 26} 318 L${x - 150} 760 L${x + 150} 760 L${x + 26} 318 Z`} fill="url(#ws-light)" />
        </g>
      ))}

      {/* floor */}
      <path d="M0 500 H800 V1000 H0 Z" fill="url(#ws-floor)" />
      <path d="M0 500 H800" stroke="#6366f1" strokeWidth="2" opacity="0.6" />
      {[-400, -200, 0, 200, 400, 600, 800, 1000, 1200].map((x) => (
        <line key={`fl-${x}`} x1={400 + (x - 400) * 0.35} y1="500" x2={x} y2="1000" stroke="#4338ca" strokeOpacity="0.45" />
      ))}

      {/* thread cone shelf */}
      <g transform="translate(630 390)">
        <rect width="150" height="8" fill="#a5b4fc" />
        <rect y="60" width="150" height="8" fill="#a5b4fc" />
        <rect x="0" y="0" width="6" height="115" fill="#818cf8" />
        <rect x="144" y="0" width="6" height="115" fill="#818cf8" />
        {CONES.map((c, i) => (
          <path
            key={`cone-${c}`}
            transform={`translate(${10 + (i % 5) * 27} ${i < 5 ? -30 : 30})`}
            d="M4 30 L10 2 L16 2 L22 30 Z"
            fill={c}
          />
        ))}
      </g>

      {/* machine rows, back to front */}
      {MACHINE_ROWS.map((row) =>
        row.xs.map((x, i) => (
          <use
            key={`m-${row.y}-${x}`}
            href="#ws-machine"
            x={x}
            y={row.y - 170 * row.scale}
            width={240 * row.scale}
            height={170 * row.scale}
            style={{ color: row.colors[i % row.colors.length] }}
          />
        )),
      )}

      {/* garment rack with uniforms */}
      <g transform="translate(540 560)">
        <rect x="0" y="0" width="250" height="6" rx="3" fill="#c7d2fe" />
        <rect x="6" y="0" width="6" height="230" fill="#a5b4fc" />
        <rect x="238" y="0" width="6" height="230" fill="#a5b4fc" />
        <rect x="-10" y="226" width="36" height="6" rx="3" fill="#a5b4fc" />
        <rect x="224" y="226" width="36" height="6" rx="3" fill="#a5b4fc" />
        {SHIRTS.map((c, i) => (
          <g key={`shirt-${c}`} transform={`translate(${14 + i * 31} 4)`}>
            <path d="M22 0 L22 8" stroke="#e0e7ff" strokeWidth="2" />
            <use href="#ws-shirt" x="0" y="8" width="44" height="56" style={{ color: c }} />
          </g>
        ))}
      </g>

      <rect width="800" height="1000" fill="url(#ws-shade)" />

    </svg>
  );
}

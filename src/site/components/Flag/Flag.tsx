/**
 * Language flags as small inline SVGs (emoji flags do not render on Windows). Decorative: the
 * language name next to the flag is what assistive technology reads.
 */
import type { ReactElement } from 'react';
import type { LanguageCode } from '../../../contract/common';

const W = 21;
const H = 14;

function Stripes({ colors, vertical = false }: { colors: string[]; vertical?: boolean }) {
  const n = colors.length;
  return (
    <>
      {colors.map((c, i) =>
        vertical ? (
          <rect key={i} x={(W / n) * i} y={0} width={W / n} height={H} fill={c} />
        ) : (
          <rect key={i} x={0} y={(H / n) * i} width={W} height={H / n} fill={c} />
        ),
      )}
    </>
  );
}

const FLAGS: Record<LanguageCode, () => ReactElement> = {
  de: () => <Stripes colors={['#000000', '#dd0000', '#ffce00']} />,
  fr: () => <Stripes vertical colors={['#002395', '#ffffff', '#ed2939']} />,
  ru: () => <Stripes colors={['#ffffff', '#0039a6', '#d52b1e']} />,
  es: () => (
    <>
      <rect width={W} height={H} fill="#aa151b" />
      <rect y={H / 4} width={W} height={H / 2} fill="#f1bf00" />
    </>
  ),
  // A simplified Union Jack: readable at 21 × 14 px.
  en: () => (
    <>
      <rect width={W} height={H} fill="#012169" />
      <path d={`M0 0L${W} ${H}M${W} 0L0 ${H}`} stroke="#ffffff" strokeWidth={3} />
      <path d={`M0 0L${W} ${H}M${W} 0L0 ${H}`} stroke="#c8102e" strokeWidth={1.2} />
      <path d={`M${W / 2} 0V${H}M0 ${H / 2}H${W}`} stroke="#ffffff" strokeWidth={4.5} />
      <path d={`M${W / 2} 0V${H}M0 ${H / 2}H${W}`} stroke="#c8102e" strokeWidth={2.5} />
    </>
  ),
};

export function Flag({ lang }: { lang: LanguageCode }) {
  const Draw = FLAGS[lang];
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flex: 'none', boxShadow: '0 0 0 1px rgb(0 0 0 / 12%)' }}
    >
      <Draw />
    </svg>
  );
}

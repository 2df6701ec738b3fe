/**
 * Renders the design tokens of src/site/styles/tokens.css from the stylesheet itself, so this page
 * can never show a value the site does not use.
 */
import { useState } from 'react';

const GROUPS: { title: string; prefix: string; kind: 'color' | 'font-size' | 'space' | 'radius' | 'shadow' | 'other' }[] = [
  { title: 'Colours', prefix: '--color-', kind: 'color' },
  { title: 'Type scale', prefix: '--font-size-', kind: 'font-size' },
  { title: 'Spacing', prefix: '--space-', kind: 'space' },
  { title: 'Radii', prefix: '--radius-', kind: 'radius' },
  { title: 'Shadows', prefix: '--shadow-', kind: 'shadow' },
  { title: 'Layout and motion', prefix: '--', kind: 'other' },
];

function readTokens(): string[] {
  const names = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
        for (const name of Array.from(rule.style)) if (name.startsWith('--')) names.add(name);
      }
    }
  }
  return [...names];
}

function Sample({ name, kind }: { name: string; kind: string }) {
  const v = `var(${name})`;
  switch (kind) {
    case 'color':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 48,
            height: 32,
            background: v,
            border: '1px solid var(--color-border-strong)',
            borderRadius: 4,
          }}
        />
      );
    case 'font-size':
      return <span style={{ fontSize: v }}>Zahnarztpraxis</span>;
    case 'space':
      return <span style={{ display: 'inline-block', height: 12, width: v, background: 'var(--color-primary)' }} />;
    case 'radius':
      return (
        <span
          style={{ display: 'inline-block', width: 48, height: 32, borderRadius: v, border: '2px solid var(--color-primary)' }}
        />
      );
    case 'shadow':
      return (
        <span style={{ display: 'inline-block', width: 64, height: 40, boxShadow: v, background: 'var(--color-surface)' }} />
      );
    default:
      return null;
  }
}

export function DesignTokens() {
  // Stylesheets are in place before the first render (Vite injects them with the module graph).
  const [tokens] = useState(readTokens);
  const style = getComputedStyle(document.documentElement);
  const taken = new Set<string>();
  return (
    <main style={{ padding: 'var(--space-5)' }}>
      <h1>Design tokens</h1>
      <p>Defined once in src/site/styles/tokens.css. Motion durations are zero when the system asks for reduced motion.</p>
      {GROUPS.map((g) => {
        const names = tokens.filter((t) => t.startsWith(g.prefix) && !taken.has(t));
        names.forEach((n) => taken.add(n));
        if (!names.length) return null;
        return (
          <section key={g.title} aria-labelledby={`tokens-${g.kind}`}>
            <h2 id={`tokens-${g.kind}`}>{g.title}</h2>
            <table style={{ borderCollapse: 'collapse', marginBottom: 'var(--space-6)' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>
                    Token
                  </th>
                  <th scope="col" style={{ textAlign: 'left', paddingRight: 24 }}>
                    Value
                  </th>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    Sample
                  </th>
                </tr>
              </thead>
              <tbody>
                {names.map((n) => (
                  <tr key={n}>
                    <td style={{ paddingRight: 24 }}>
                      <code>{n}</code>
                    </td>
                    <td style={{ paddingRight: 24 }}>
                      <code>{style.getPropertyValue(n).trim()}</code>
                    </td>
                    <td style={{ padding: '6px 0' }}>
                      <Sample name={n} kind={g.kind} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </main>
  );
}

import './figures.css';

/**
 * The big numbers of a plan, residence or home (beds, baths, sq ft…) as [value, label] pairs: a
 * description list whose value reads first on screen and whose label comes first to a screen
 * reader ("Bedrooms 3"). A figure without a value is left out.
 */
export function Figures({ figures }: { figures: readonly (readonly [value: string, label: string])[] }) {
  return (
    <dl className="hb-figures">
      {figures
        .filter(([value]) => value)
        .map(([value, label]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

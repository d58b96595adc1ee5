import type { ReactNode } from 'react';
import { type CompareItem, fallbackName, itemKey } from '../../core/compare';
import { usePageId } from '../../core/mount';
import { valuesDiffer } from '../../core/rules';
import { useLang, useText } from '../../core/mount';
import { useListingText } from '../../core/listings';
import { comparePageText } from './messages';
import { type CompareColumn, FIGURE_ROWS, type FigureKey } from './compare-columns';

/** The names of the figure rows, in the widget's language (the table's and the empty comparison's). */
export function useFigureLabels(): Record<FigureKey, string> {
  const t = useText(comparePageText);
  const { t: listing } = useListingText();
  return {
    price: t('price'),
    monthly: t('monthly'),
    beds: listing('bedrooms'),
    baths: listing('bathrooms'),
    sqft: listing('squareFeet'),
    community: t('community'),
  };
}

/** A column: its item, and what it shows once read (a message instead while loading or when it failed). */
export interface ColumnState {
  item: CompareItem;
  column?: CompareColumn;
  message?: string;
}

interface CompareTableProps {
  columns: ColumnState[];
  onlyDifferences: boolean;
  onRemove(item: CompareItem): void;
}

const PENDING = '…';

/**
 * The items side by side: a column each, a row a figure. Rows whose values differ say so in words
 * ("Differs" beside the row's name), not by colour alone. On a phone the table scrolls sideways
 * under a sticky first column; the scroll box is focusable, so a keyboard can scroll it.
 */
export function CompareTable({ columns, onlyDifferences, onRemove }: CompareTableProps) {
  const captionId = usePageId('hb-compare-caption');
  const t = useText(comparePageText);
  const lang = useLang();
  const labels = useFigureLabels();
  const compared = columns.every((c) => c.column) && columns.length > 1;
  const rows = FIGURE_ROWS.map((key) => {
    const values = columns.map((c) => c.column?.figures[key] ?? PENDING);
    return { key, label: labels[key], values, differs: compared && valuesDiffer(values) };
  }).filter((row) => !onlyDifferences || row.differs);

  const row = (key: string, label: ReactNode, cells: ReactNode[], differs = false) => (
    <tr key={key} className={differs ? 'hb-compare__row hb-compare__row--differs' : 'hb-compare__row'}>
      <th scope="row">{label}</th>
      {cells.map((cell, i) => (
        <td key={itemKey(columns[i].item)}>{cell}</td>
      ))}
    </tr>
  );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
    <div className="hb-compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`hb-compare__table hb-compare__table--${columns.length}`}>
        <caption id={captionId} className="hb-compare__caption">
          {t('comparing', { count: columns.length })}
        </caption>
        <thead>
          <tr>
            <td className="hb-compare__corner" />
            {columns.map(({ item, column, message }, i) => (
              <th key={itemKey(item)} scope="col" className="hb-compare__head">
                {column?.image ? (
                  <img
                    className="hb-compare__photo"
                    src={column.image.src}
                    srcSet={column.image.srcSet}
                    sizes="(min-width: 768px) 24rem, 40vw"
                    alt={column.image.alt}
                    width={480}
                    height={320}
                    fetchPriority={i ? undefined : 'high'}
                    decoding="async"
                  />
                ) : (
                  <span className="hb-compare__photo hb-compare__photo--none" />
                )}
                <span className="hb-compare__name">
                  {column?.href ? <a href={column.href}>{column.name}</a> : (column?.name ?? fallbackName(item, lang))}
                </span>
                <span className="hb-compare__what">{column?.what ?? message ?? t('loading')}</span>
                <button type="button" className="hb-compare__remove" onClick={() => onRemove(item)}>
                  {t('remove')}
                  <span className="hb-visually-hidden">
                    {' '}
                    {t('fromComparison', { name: column?.name ?? fallbackName(item, lang) })}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) =>
            row(
              r.key,
              <>
                {r.label}
                {r.differs ? <span className="hb-compare__differs">{t('differs')}</span> : null}
              </>,
              r.values,
              r.differs,
            ),
          )}
          {onlyDifferences || !columns.some((c) => c.column?.floorPlans.length)
            ? null
            : row(
                'floor-plans',
                t('floorPlans'),
                columns.map(({ column }) =>
                  !column ? (
                    PENDING
                  ) : column.floorPlans.length ? (
                    // biome-ignore lint/correctness/useJsxKeyInIterable: row() puts each cell in a td keyed by its column
                    <ul className="hb-compare__plans">
                      {column.floorPlans.map((plan) => (
                        <li key={plan.src}>
                          <figure className="hb-compare__plan">
                            <img
                              src={plan.src}
                              alt={plan.alt}
                              width={480}
                              height={320}
                              loading="lazy"
                              decoding="async"
                            />
                            <figcaption>{plan.label}</figcaption>
                          </figure>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('notPublished')
                  ),
                ),
              )}
          {onlyDifferences
            ? null
            : row(
                'feature-sheet',
                t('sheet'),
                columns.map(({ item, column }) =>
                  !column ? (
                    PENDING
                  ) : column.featureSheet ? (
                    // biome-ignore lint/correctness/useJsxKeyInIterable: row() puts each cell in a td keyed by its column
                    <a href={column.featureSheet} target="_blank" rel="noopener">
                      {t('sheet')}
                      <span className="hb-visually-hidden"> {t('sheetFor', { name: column.name })}</span>
                    </a>
                  ) : item.kind === 'plan' ? (
                    t('varies')
                  ) : (
                    t('notPublished')
                  ),
                ),
              )}
        </tbody>
      </table>
    </div>
  );
}

/** hb-warranty's words (docs/i18n.md). */
export default {
  heading: 'Your new home warranty',
  structuralTerm: '10-year',
  systemsTerm: 'Two-year',
  workmanshipTerm: 'One-year',
  structuralName: 'structural',
  systemsName: 'systems',
  workmanshipName: 'workmanship',
  structuralCovers: 'The load-bearing parts of your home: foundation, framing and roof structure.',
  systemsCovers: 'Plumbing, electrical, and heating and air-conditioning distribution.',
  workmanshipCovers: 'Fit and finish: drywall, paint, trim, cabinets, doors and flooring.',
  attention: 'Something needs attention in your home?',
  request: 'Request warranty service',
} as const;

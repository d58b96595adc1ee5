/** hb-exceptional-service's words (docs/i18n.md). */
export default {
  defaultLabel: 'Our exceptional service',
  title: 'Our exceptional service promise',
  lead: 'We stand behind every home we build, long after you move in. Every home comes with three warranties:',
  structuralTerm: '10-year',
  systemsTerm: 'Two-year',
  workmanshipTerm: 'One-year',
  structuralName: 'structural',
  systemsName: 'systems',
  workmanshipName: 'workmanship',
  structuralCovers: 'Foundation, framing and roof structure.',
  systemsCovers: 'Plumbing, electrical, and heating and air-conditioning distribution.',
  workmanshipCovers: 'Fit and finish, from drywall and paint to cabinets, doors and flooring.',
  attention: 'When something needs attention',
  request: 'Request warranty service',
  online: 'online, any time.',
  call: 'Call homeowner service at',
} as const;

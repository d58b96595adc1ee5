/** hb-building-process' words (docs/i18n.md). */
export default {
  label: 'Our building process',
  stepName: 'Step {number}: ',
  stepOf: 'Step {number} of {count}',
  previous: 'Previous',
  previousStep: 'Previous step',
  next: 'Next',
  nextStep: 'Next step',
  daysUpTo: 'up to {max} days',
  daysRange: '{min}-{max} days',
  visitTitle: 'Visit a model center',
  visitText:
    'Meet a sales specialist, walk through our decorated models and compare communities across Polk County. Bring your questions: there is no such thing as too many.',
  chooseTitle: 'Choose your home and homesite',
  chooseText:
    'Pick the floorplan that fits the way you live and the homesite that fits your view, your commute and your budget. Building on your own land? We can do that too.',
  contractTitle: 'Sign your contract',
  contractText:
    'Your sales specialist walks you through the purchase agreement, your deposit and your lender’s pre-approval. Then we pull permits and prepare your homesite.',
  contractDuration: 'From contract to start of construction',
  personalizeTitle: 'Personalize your home',
  personalizeText:
    'At our design studio you choose flooring, cabinets, counters, fixtures and colours with a design consultant, while permits and site work move ahead.',
  constructionTitle: 'Construction begins',
  constructionText:
    'We pour the foundation, frame the walls and dry in the roof. Your construction manager keeps you up to date at every stage.',
  constructionDuration: 'Building your home',
  walkTitle: 'Walk-throughs',
  walkText:
    'Walk your home with your construction manager before the drywall goes up, so you see what is inside the walls, and again near completion to check every finish.',
  closeTitle: 'Close and move in',
  closeText: 'After the final inspection and your walk-through, you sign your loan documents and get your keys.',
  closeDuration: 'From completion to closing',
  warrantyTitle: 'Warranty and homeowner care',
  warrantyText: 'Every home comes with our new home warranty:',
  structuralTerm: '10-year',
  systemsTerm: 'Two-year',
  workmanshipTerm: 'One-year',
  structuralWarranty: 'structural warranty',
  systemsWarranty: 'systems warranty',
  workmanshipWarranty: 'workmanship warranty',
  request: 'Request warranty service',
} as const;

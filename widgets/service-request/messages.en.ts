/** hb-service-request's words (the request form's are the forms engine's) (docs/i18n.md). */
export default {
  loading: 'Loading the contractor directory…',
  empty: 'No contractors found',
  directory: 'Contractor directory',
  directoryIntro:
    'For a repair under warranty, call the trade partner for your county directly, or send us a service request below.',
  county: '{county} County',
  everyCounty: 'Every county',
  during: 'During construction',
  duringIntro: 'Questions while your home is being built go to these trade partners.',
  afterHours: 'After hours',
  afterIntro:
    'For an emergency at night or on a weekend (a water leak, no cooling, no power in part of the home), call:',
  subcontractor: 'Subcontractor',
  contact: 'Contact',
  phone: 'Phone',
  call: 'Call {who} at ',
  whoAfterHours: '{name} after hours',
} as const;

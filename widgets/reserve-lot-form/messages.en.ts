/** hb-reserve-lot-form's own words (the form's are core/forms/engine/phrases.es.ts); its Spanish is messages.es.ts. */
export default {
  reserveThisLot: 'Reserve this lot',
  reserving: 'You are reserving lot {lot}.',
} as const;

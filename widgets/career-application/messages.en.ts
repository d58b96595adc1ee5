/** hb-career-application's own words (the form's are core/forms/engine/phrases.es.ts); its Spanish is messages.es.ts. */
export default {
  futureTitle: 'Apply for a future opening',
  futureIntro: 'No opening that fits? Send us your résumé: we will keep it on file and call you when one does.',
} as const;

/**
 * The key a built phrasebook holds a phrase's Spanish under: the English phrase's 32-bit FNV-1a
 * hash, in base 36 (six or seven characters). build/phrasebook-keys.ts writes the Spanish chunks
 * with these keys, so a Spanish page does not download the English it already has a second time.
 */
export function phraseKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i++) hash = Math.imul(hash ^ english.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

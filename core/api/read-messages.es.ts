/**
 * The reads' default failure messages that are not spec.md's (those are core/i18n/spec-messages.es.ts),
 * in Spanish, keyed by the English each read in core/api/reads/ carries as its emptyMessage. The
 * favorites modal's status and a form's template are left out: no visitor reads their failure. A
 * phrasebook (core/i18n/phrases.ts), typed here without importing it: core/api sits below core/i18n.
 */
export default {
  'No amenities found': 'No se encontraron lugares cercanos',
  'No lots found': 'No se encontraron lotes',
  'No floorplans found': 'No se encontraron planos',
  'No collections found': 'No se encontraron colecciones',
  'No images found': 'No se encontraron imágenes',
  'No videos found': 'No se encontraron videos',
  'No awards found': 'No se encontraron premios',
  'No careers found': 'No se encontraron empleos',
  'No events found': 'No se encontraron eventos',
  'No favorites found': 'No se encontraron favoritos',
  'No recently viewed items found': 'No se encontró nada visto recientemente',
  'No organisations found': 'No se encontraron organizaciones',
  'No stories found': 'No se encontraron historias',
  'No team members found': 'No se encontraron miembros del equipo',
  'No model centers found': 'No se encontraron casas modelo',
  'No sales specialists found': 'No se encontraron especialistas en casas nuevas',
  'No contractors found': 'No se encontraron contratistas',
  'No testimonials found': 'No se encontraron testimonios',
  'Sign in to see your profile.': 'Inicia sesión para ver tu perfil.',
} satisfies Readonly<Record<string, string>>;

import type { Phrases } from './phrases';

/**
 * spec.md section 8's messages in Spanish, in tú, keyed by spec.md's English word for word (which
 * lives where the engine sends it: core/api/result.ts, core/rules/new-passwords.ts,
 * core/api/service/upload-messages.ts, the reads' defaults); docs/i18n.md lists them side by side.
 */
export default {
  'Something went wrong, try again later.': 'Algo salió mal, inténtalo de nuevo más tarde.',
  'New passwords do not match.': 'Las contraseñas nuevas no coinciden.',
  'You may only upload up to five images.': 'Solo puedes subir hasta cinco imágenes.',
  'You may only upload up to three images.': 'Solo puedes subir hasta tres imágenes.',
  'Your file is larger than 3MB.': 'Tu archivo pesa más de 3 MB.',
  'There was an error uploading your image.': 'Hubo un error al subir tu imagen.',
  'There was a problem deleting your image.': 'Hubo un problema al eliminar tu imagen.',
  'No regions found': 'No se encontraron regiones',
  'No communities found': 'No se encontraron comunidades',
  'No homes found': 'No se encontraron casas',
  'No residences found': 'No se encontraron modelos',
  'No warranty items found': 'No se encontraron reclamos de garantía',
  // The other reads' defaults, in spec.md's manner (core/api/reads).
  'No amenities found': 'No se encontraron lugares de interés',
  'No awards found': 'No se encontraron premios',
  'No careers found': 'No se encontraron empleos',
  'No collections found': 'No se encontraron colecciones',
  'No contractors found': 'No se encontraron contratistas',
  'No events found': 'No se encontraron eventos',
  'No favorites found': 'No se encontraron favoritos',
  'No floorplans found': 'No se encontraron planos',
  'No form template found': 'No se encontró la plantilla del formulario',
  'No images found': 'No se encontraron imágenes',
  'No modal status found': 'No se encontró el estado del aviso',
  'No model centers found': 'No se encontraron casas modelo',
  'No organisations found': 'No se encontraron organizaciones',
  'No recently viewed items found': 'No se encontraron elementos vistos recientemente',
  'No sales specialists found': 'No se encontraron especialistas de ventas',
  'No stories found': 'No se encontraron historias',
  'No team members found': 'No se encontraron miembros del equipo',
  'No testimonials found': 'No se encontraron testimonios',
  'No videos found': 'No se encontraron videos',
} satisfies Phrases;

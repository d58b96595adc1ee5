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
} satisfies Phrases;

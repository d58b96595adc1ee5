import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando la galería…',
  empty: 'Todavía no hay imágenes: vuelve a consultar pronto.',
  title: 'Galería',
  titleTag: 'Galería: {tag}',
  pictures: { one: '{count} imagen', other: '{count} imágenes' },
  videos: { one: '{count} video', other: '{count} videos' },
  both: '{pictures} y {videos}',
  showing: 'Mostrando {shown}.',
  nothing: 'Todavía no hay nada en esta etiqueta.',
  playVideo: 'Reproducir video: ',
  show: 'Mostrar',
  oneTag: '(una etiqueta a la vez)',
  allTag: 'Todas',
  videosTag: 'Videos',
} satisfies Translation<typeof en>;

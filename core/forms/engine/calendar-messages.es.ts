import type { Translation } from '../../i18n/catalog';
import type en from './calendar-messages.en';

export default {
  addToCalendar: 'Agregar al calendario',
  addToGoogle: 'Agregar a Google Calendar',
  newTab: ' (se abre en una pestaña nueva)',
  tourAt: 'Recorrido por la casa modelo: {center}',
  tour: 'Recorrido por la casa modelo',
  callUs: '¿Preguntas o cambio de planes? Llama a {center} al {phone}.',
  virtual: 'Cita virtual con un especialista en casas nuevas',
  virtualLink: 'Te enviaremos por correo el enlace para unirte antes de tu cita.',
  visitAt: 'Visita: {center}',
  visit: 'Visita con un especialista en casas nuevas',
  centerToConfirm: 'Antes de tu visita confirmaremos contigo la casa modelo.',
  tourFile: 'recorrido-casa-modelo.ics',
  visitFile: 'visita-casa-modelo.ics',
} satisfies Translation<typeof en>;

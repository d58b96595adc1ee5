import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  locationRequired: 'Ubicación: este campo es obligatorio.',
  descriptionRequired: 'Descripción: este campo es obligatorio.',
  addIssue: 'Agrega un problema',
  location: 'Ubicación',
  locationPlaceholder: 'Cocina, baño principal, garaje…',
  whatIsWrong: '¿Qué falla?',
  adding: 'Agregando el problema…',
  addThisIssue: 'Agregar este problema',
  errorPrefix: 'Error: ',
  noIssues: 'Todavía no hay problemas. Agrega cada uno por separado y luego agrégale fotos.',
  issueName: 'problema {number} ({location})',
  issueTitle: 'Problema {number}: {location}',
  picturesOf: 'Fotos del {name}',
  remove: 'Quitar',
  addPictures: 'Agrega fotos del {name}',
  picturesHint: 'Hasta cinco fotos de 3 MB cada una; si una foto pesa más, la achicamos por ti.',
  uploadingLabel: 'Subiendo {name}',
  uploading: 'Subiendo {name}.',
  removeIssue: 'Quitar el {name} de la solicitud',
  resized: '{name} pesaba más de 3 MB, así que la achicamos ({title}) y la subimos.',
  uploaded: 'Se subió {name}.',
  removed: 'Se quitó {name}.',
} satisfies Translation<typeof en>;

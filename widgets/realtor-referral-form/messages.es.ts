import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  programTitle: 'Nuestro programa de referidos para agentes',
  howItWorks: 'Cómo funciona el programa de referidos',
  registrationError: 'Error en el registro',
  notRegistered:
    'Tu cliente todavía no quedó registrado. Todo lo que escribiste sigue en el formulario: revísalo y envíalo de nuevo.',
  backToForm: 'Volver al formulario',
  termsIntro:
    'Pagamos la comisión del agente del comprador por cada casa nueva que construimos para un cliente que registres con nosotros.',
  termsRegister: 'Registra a tu cliente antes de su primera visita a una casa modelo, o el mismo día.',
  termsComeAlong:
    'Acompáñalo en esa primera visita, en persona o por video, y preséntale a nuestro especialista en ventas.',
  termsHolds:
    'El registro dura 90 días desde la primera visita de tu cliente y se renueva con cada visita a la que asistas.',
  termsPaid: 'La comisión se paga al cierre, a través de la compañía de títulos.',
  termsQuestions: '¿Preguntas? Consulta a cualquiera de nuestros especialistas en ventas en una casa modelo.',
} satisfies Translation<typeof en>;

import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  label: 'Nuestro proceso de construcción',
  stepName: 'Paso {number}: ',
  stepOf: 'Paso {number} de {count}',
  previous: 'Anterior',
  previousStep: 'Paso anterior',
  next: 'Siguiente',
  nextStep: 'Paso siguiente',
  daysUpTo: 'hasta {max} días',
  daysRange: 'de {min} a {max} días',
  visitTitle: 'Visita una casa modelo',
  visitText:
    'Conoce a un especialista en casas nuevas, recorre nuestras casas modelo decoradas y compara comunidades en todo el condado de Polk. Trae tus preguntas: nunca son demasiadas.',
  chooseTitle: 'Elige tu casa y tu terreno',
  chooseText:
    'Escoge el plano que va con tu forma de vivir y el terreno que va con la vista, el trayecto y el presupuesto que quieres. ¿Vas a construir en tu propio terreno? También lo hacemos.',
  contractTitle: 'Firma tu contrato',
  contractText:
    'Tu especialista en casas nuevas te explica el contrato de compra, tu depósito y la preaprobación de tu prestamista. Luego sacamos los permisos y preparamos tu terreno.',
  contractDuration: 'Del contrato al inicio de la construcción',
  personalizeTitle: 'Personaliza tu casa',
  personalizeText:
    'En nuestro estudio de diseño eliges pisos, gabinetes, encimeras, accesorios y colores con un asesor de diseño, mientras avanzan los permisos y la preparación del terreno.',
  constructionTitle: 'Comienza la construcción',
  constructionText:
    'Vaciamos los cimientos, levantamos la estructura de las paredes y cerramos el techo. Tu gerente de construcción te mantiene al día en cada etapa.',
  constructionDuration: 'La construcción de tu casa',
  walkTitle: 'Recorridos de inspección',
  walkText:
    'Recorre tu casa con tu gerente de construcción antes de que se instale el drywall, para que veas lo que hay dentro de las paredes, y otra vez cerca del final para revisar cada acabado.',
  closeTitle: 'Cierre y mudanza',
  closeText:
    'Después de la inspección final y tu recorrido, firmas los documentos de tu préstamo y recibes tus llaves.',
  closeDuration: 'De la terminación al cierre',
  warrantyTitle: 'Garantía y atención al propietario',
  warrantyText: 'Cada casa incluye nuestra garantía de casa nueva:',
  structuralTerm: '10 años',
  systemsTerm: 'Dos años',
  workmanshipTerm: 'Un año',
  structuralWarranty: 'de garantía estructural',
  systemsWarranty: 'de garantía de sistemas',
  workmanshipWarranty: 'de garantía de mano de obra',
  request: 'Solicita servicio de garantía',
} satisfies Translation<typeof en>;

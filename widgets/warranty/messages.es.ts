import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'La garantía de tu casa nueva',
  structuralTerm: '10 años',
  systemsTerm: 'Dos años',
  workmanshipTerm: 'Un año',
  structuralName: 'Garantía estructural',
  systemsName: 'Garantía de sistemas',
  workmanshipName: 'Garantía de mano de obra',
  structuralCovers:
    'Las partes de tu casa que soportan carga: cimientos, estructura de paredes y estructura del techo.',
  systemsCovers: 'Plomería, electricidad y distribución de calefacción y aire acondicionado.',
  workmanshipCovers: 'Ajustes y acabados: drywall, pintura, molduras, gabinetes, puertas y pisos.',
  attention: '¿Algo en tu casa necesita atención?',
  request: 'Solicita servicio de garantía',
} satisfies Translation<typeof en>;

import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  defaultLabel: 'Nuestro servicio excepcional',
  title: 'Nuestra promesa de servicio excepcional',
  lead: 'Respaldamos cada casa que construimos, mucho después de que te mudes. Cada casa incluye tres garantías:',
  structuralTerm: '10 años',
  systemsTerm: 'Dos años',
  workmanshipTerm: 'Un año',
  structuralName: 'de garantía estructural',
  systemsName: 'de garantía de sistemas',
  workmanshipName: 'de garantía de mano de obra',
  structuralCovers: 'Cimientos, estructura de paredes y estructura del techo.',
  systemsCovers: 'Plomería, electricidad y distribución de calefacción y aire acondicionado.',
  workmanshipCovers: 'Ajustes y acabados, desde el drywall y la pintura hasta los gabinetes, las puertas y los pisos.',
  attention: 'Cuando algo necesite atención',
  request: 'Solicita servicio de garantía',
  online: 'en línea, cuando quieras.',
  call: 'Llama al servicio al propietario al',
} satisfies Translation<typeof en>;

import { type ListOptions, readList } from '../read';
import { list } from '../read-spec';
import { ModelCenter, SalesSpecialist } from '../schemas/sales';

/** The model centers and the sales specialists: every form's selects, the footer, contact-us. */
export const SALES_READS = {
  modelCenters: list('api/cms/model_centers', ModelCenter, 'No model centers found', 'contents'),
  salesSpecialists: list('api/cms/sales_specialist', SalesSpecialist, 'No sales specialists found', 'contents'),
} as const;

export const getModelCenters = (o?: ListOptions) => readList(SALES_READS.modelCenters, o);
export const getSalesSpecialists = (o?: ListOptions) => readList(SALES_READS.salesSpecialists, o);

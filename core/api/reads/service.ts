import { type ListOptions, readList } from '../read';
import { list } from '../read-spec';
import { ContractorEntry, WarrantyItem } from '../schemas/service';

export const SERVICE_READS = {
  contractors: list('api/cms/contractors', ContractorEntry, 'No contractors found', 'contents'),
  warrantyItems: list('api/warranty-request-item', WarrantyItem, 'No warranty items found'),
} as const;

export const getContractors = (o?: ListOptions) => readList(SERVICE_READS.contractors, o);
export const getWarrantyItems = (o?: ListOptions) => readList(SERVICE_READS.warrantyItems, o);

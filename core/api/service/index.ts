export { getContractors, getWarrantyItems } from '../reads/service';
export type { ContractorEntry, WarrantyItem } from '../schemas/service';
export { SERVICE_IMAGE_MESSAGES } from './upload-messages';
export {
  createWarrantyItem,
  deleteWarrantyImage,
  type IssueKind,
  type Outcome,
  uploadWarrantyImage,
} from './warranty-items';
export { UPLOAD_TIMEOUT_MS } from '../upload';

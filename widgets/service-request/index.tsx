import { defineWidget } from '../../core/mount';
import { ServiceRequest } from './service-request';

/**
 * The service request page's directory: the county contractor directory, with after-hours lines,
 * and the trade partners during construction and after hours. Put hb-service-request-form beside it.
 */
export default defineWidget('service-request', {}, ServiceRequest);

export { SitePlan } from './site-plan';
export { SitePlanViewer } from './site-plan-viewer';

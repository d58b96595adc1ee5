import { useText } from '../../core/mount';
import { safeNavigationUrl } from '../../core/security';
import './building-process.css';
import { processText } from './messages';
import { StepSlideshow } from './step-slideshow';
import { buildingSteps } from './steps';

export const DEFAULT_SERVICE_REQUEST_URL = '/service-request';

/** spec.md "Building process: 8-step slideshow that wraps at both ends". The steps are the builder's own words: no read, nothing to fail. */
export function BuildingProcess({ serviceRequestUrl = DEFAULT_SERVICE_REQUEST_URL }: { serviceRequestUrl?: string }) {
  const href = safeNavigationUrl(serviceRequestUrl);
  const t = useText(processText);
  const steps = buildingSteps(href, t);
  return (
    <div className="hb-building-process">
      <StepSlideshow label={t('label')} steps={steps} />
    </div>
  );
}

import { useMemo } from 'react';
import { safeNavigationUrl } from '../../core/security';
import './building-process.css';
import { StepSlideshow } from './step-slideshow';
import { buildingSteps } from './steps';

export const DEFAULT_SERVICE_REQUEST_URL = '/service-request';

/** spec.md "Building process: 8-step slideshow that wraps at both ends". The steps are the builder's own words: no read, nothing to fail. */
export function BuildingProcess({ serviceRequestUrl = DEFAULT_SERVICE_REQUEST_URL }: { serviceRequestUrl?: string }) {
  const href = safeNavigationUrl(serviceRequestUrl);
  const steps = useMemo(() => buildingSteps(href), [href]);
  return (
    <div className="hb-building-process">
      <StepSlideshow label="Our building process" steps={steps} />
    </div>
  );
}
